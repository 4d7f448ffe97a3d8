import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

describe('relativeTime (the notifications list)', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  it('says how long ago, in the largest whole unit', () => {
    expect(relativeTime('2026-11-21T09:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-21T09:54:01Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-21T07:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-20T09:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2026-11-21T09:59:50Z', now)).toBe('just now');
  });
  it('returns nothing for a date it cannot read', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});
