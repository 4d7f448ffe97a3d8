import { describe, expect, it } from 'vitest';
import { formattersFor } from './format';
import { i18n } from './i18n';

describe('formatters', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');

  it('says how long ago in English, in the largest whole unit', async () => {
    const format = formattersFor('en', await i18n.cloneInstance({ lng: 'en' }).t);
    expect(format.relativeTime('2026-11-21T09:55:00Z', now)).toBe('5 minutes ago');
    expect(format.relativeTime('2026-11-21T09:54:01Z', now)).toBe('5 minutes ago');
    expect(format.relativeTime('2026-11-21T07:00:00Z', now)).toBe('3 hours ago');
    expect(format.relativeTime('2026-11-20T09:00:00Z', now)).toBe('yesterday');
    expect(format.relativeTime('2026-11-21T09:59:50Z', now)).toBe('just now');
    expect(format.relativeTime('not a date', now)).toBe('');
  });

  it('says it in Yoruba from the Yoruba catalogue', async () => {
    const yoruba = i18n.cloneInstance({ lng: 'yo' });
    await yoruba.loadLanguages('yo');
    await yoruba.changeLanguage('yo');
    const format = formattersFor('yo', yoruba.t);
    expect(format.relativeTime('2026-11-21T09:55:00Z', now)).toBe('ìṣẹ́jú 5 sẹ́yìn');
    expect(format.relativeTime('2026-11-20T09:00:00Z', now)).toBe('àná');
  });

  it('writes naira with the ₦ sign and the language’s grouping', () => {
    const t = i18n.t;
    expect(formattersFor('en', t).naira(12345.5)).toBe('₦12,345.50');
    expect(formattersFor('pcm', t).naira(-145)).toBe('−₦145.00');
    expect(formattersFor('ha', t).naira(2000, 0)).toBe('₦2,000');
    expect(formattersFor('yo', t).number(1500)).toBe('1,500');
  });
});
