// Every ride status reads as a word in every language (never the raw code), one helper gives them to every
// screen, and English keeps the original client's texts: the milestones and the ride page's capitals.

import { renderHook } from '@testing-library/preact';
import { RIDE_STATUSES } from '@waka/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from './i18n';
import { type RideWords, useRideWords } from './ride-words';

const STATUSES = ['pending', ...RIDE_STATUSES];

async function wordsIn(language: string): Promise<RideWords> {
  await applyLanguage(language as never);
  await i18n.loadNamespaces('ride');
  return renderHook(() => useRideWords()).result.current;
}

afterEach(async () => {
  await applyLanguage('en');
});

describe('useRideWords in English', () => {
  it('keeps the milestones and the ride page capitals', async () => {
    const words = await wordsIn('en');
    expect(words.status('accepted')).toBe('Ride Accepted');
    expect(words.status('in_progress')).toBe('Ride In Progress');
    expect(words.status('completed')).toBe('Ride Completed');
    expect(words.status('requested')).toBeUndefined();
    expect(words.ridePageStatus('requested')).toBe('REQUESTED');
    expect(words.ridePageStatus('in_progress')).toBe('IN_PROGRESS');
    expect(words.statusWord('in_progress')).toBe('in progress');
    expect(words.statusWord('no_show')).toBe('no show');
    expect(words.statusLabel('requested')).toBe('requested');
    expect(words.statusLabel('accepted')).toBe('Ride Accepted');
  });

  it('reads a status it does not know as words, whatever arrives', async () => {
    const words = await wordsIn('en');
    expect(words.statusWord('DRIVER_ARRIVED')).toBe('driver arrived');
    expect(words.ridePageStatus('driver_arrived')).toBe('DRIVER ARRIVED');
    expect(words.statusLabel(undefined as unknown as string)).toBe('');
  });
});

describe.each(['pcm', 'yo', 'ha', 'ig'])('useRideWords in %s', (language) => {
  it('gives every status a word of the language, on the ride page too', async () => {
    const words = await wordsIn(language);
    for (const status of STATUSES) {
      for (const shown of [
        words.statusWord(status),
        words.ridePageStatus(status),
        words.statusLabel(status),
      ]) {
        expect(shown, status).not.toBe('');
        expect([status, status.toUpperCase()], status).not.toContain(shown);
        expect(shown, status).not.toContain('_');
      }
    }
  });
});
