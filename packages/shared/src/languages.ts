// The languages Waka speaks. English is the default and the source of every text; the others are
// translations of it. The same codes name the account's language (users.language) and the web catalogues.

export const LANGUAGES = ['en', 'pcm', 'yo', 'ha', 'ig'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as the picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  pcm: 'Naijá (Pidgin)',
  yo: 'Yorùbá',
  ha: 'Hausa',
  ig: 'Igbo',
};

/**
 * The locales Intl formats numbers, naira and dates with. Pidgin is written with Nigerian English numbers and
 * months; Yoruba, Hausa and Igbo fall back to Nigerian English where a runtime lacks their data.
 */
export const INTL_LOCALES: Record<Language, string[]> = {
  en: ['en-NG'],
  pcm: ['en-NG'],
  yo: ['yo-NG', 'en-NG'],
  ha: ['ha-NG', 'en-NG'],
  ig: ['ig-NG', 'en-NG'],
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The best of our languages for an Accept-Language header ("yo-NG,yo;q=0.9,en;q=0.8"), by the listed
 * weights; English when none of them is listed.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = weight ? Number(weight.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', quality, order };
    })
    .filter((entry) => entry.quality > 0 && Number.isFinite(entry.quality))
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
