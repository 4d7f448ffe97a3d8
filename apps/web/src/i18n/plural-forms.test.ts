// Counted texts take the language's plural form from the count (i18next's _one/_other keys): "Found 1 nearby
// biker." and "Found 3 nearby bikers.", never "Found 1 nearby bikers.".
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from './i18n';

afterEach(() => applyLanguage('en'));

describe('the nearby count', () => {
  it('is singular for one and plural for more, in English', async () => {
    await i18n.loadNamespaces('rider');
    const found = (key: 'foundBikers' | 'foundDrivers', count: number) => i18n.t(key, { ns: 'rider', count });
    expect(found('foundBikers', 1)).toBe('Found 1 nearby biker.');
    expect(found('foundBikers', 3)).toBe('Found 3 nearby bikers.');
    expect(found('foundDrivers', 1)).toBe('Found 1 nearby driver.');
    expect(found('foundDrivers', 12)).toBe('Found 12 nearby drivers.');
  });

  it('follows each language’s own plural rules', async () => {
    await applyLanguage('ha');
    await i18n.loadNamespaces('rider');
    expect(i18n.t('foundDrivers', { ns: 'rider', count: 1 })).toBe('An sami direba 1 a kusa.');
    expect(i18n.t('foundDrivers', { ns: 'rider', count: 4 })).toBe('An sami direbobi 4 a kusa.');
    await applyLanguage('pcm');
    await i18n.loadNamespaces('rider');
    expect(i18n.t('foundBikers', { ns: 'rider', count: 1 })).toBe('We see 1 biker wey dey near.');
    expect(i18n.t('foundBikers', { ns: 'rider', count: 2 })).toBe('We see 2 bikers wey dey near.');
  });
});
