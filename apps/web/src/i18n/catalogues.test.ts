// Every translation says the same things as the English, in the core catalogue and in each screen namespace:
// each key present and filled, with the same {{placeholders}} and <tags>, so nothing shows a raw key or loses a
// name, a number or a link.
import { LANGUAGES } from '@waka/shared';
import { describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from './i18n';
import en from './locales/en';
import ha from './locales/ha';
import ig from './locales/ig';
import pcm from './locales/pcm';
import yo from './locales/yo';
import { SCREEN_NAMESPACES } from './namespaces';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

const markers = (text: string) => [...text.matchAll(/\{\{\w+\}\}|<\/?\w+>/g)].map((m) => m[0]).sort();

const screenCatalogues = import.meta.glob<{ default: Tree }>('./locales/*/*.ts', { eager: true });
const screen = (namespace: string, language: string) =>
  screenCatalogues[`./locales/${namespace}/${language}.ts`]?.default ?? {};

it('each screen namespace has a catalogue in every language, and no other', () => {
  const expected = SCREEN_NAMESPACES.flatMap((namespace) =>
    LANGUAGES.map((language) => `./locales/${namespace}/${language}.ts`),
  );
  expect(Object.keys(screenCatalogues).sort()).toEqual(expected.sort());
});

const CORE = { pcm, yo, ha, ig } as Record<string, unknown>;
const CASES = (['pcm', 'yo', 'ha', 'ig'] as const).flatMap((language) => [
  [`${language} core`, en as unknown as Tree, CORE[language] as Tree] as const,
  ...SCREEN_NAMESPACES.map(
    (namespace) =>
      [`${language} ${namespace}`, screen(namespace, 'en'), screen(namespace, language)] as const,
  ),
]);

describe.each(CASES)('the %s catalogue', (_name, source, catalogue) => {
  const english = leaves(source);
  const translated = leaves(catalogue);

  it('has every English key, filled, and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of translated) expect(text.trim(), key).not.toBe('');
  });

  it('keeps the placeholders and tags of each English text', () => {
    for (const [key, text] of english) expect(markers(translated.get(key) ?? ''), key).toEqual(markers(text));
  });
});

describe('loading a language', () => {
  it('fetches the chosen catalogue and switches every text', async () => {
    expect(i18n.t('landing.continue')).toBe('Continue');
    await applyLanguage('yo');
    expect(i18n.t('landing.continue')).toBe(yo.landing.continue);
    expect(localStorage.getItem('language')).toBe('yo');
    expect(document.documentElement.lang).toBe('yo');
    await i18n.loadNamespaces('driver');
    expect(i18n.t('startRide', { ns: 'driver' })).toBe(screen('driver', 'yo').startRide);
    await applyLanguage('en');
    expect(i18n.t('landing.continue')).toBe('Continue');
  });

  it('offers the five languages', () => {
    expect(LANGUAGES).toEqual(['en', 'pcm', 'yo', 'ha', 'ig']);
  });
});
