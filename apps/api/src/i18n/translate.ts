// Server messages in the reader's language (docs/decisions/194). Services write English; the answer is
// translated on its way out by finding the English text's key in the catalogue (exact texts first, then
// texts with a changing part such as a zone's name) and asking i18next for that key in the reader's language.
// English answers are never touched, and a text with no key stays English.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@waka/shared';
import i18next from 'i18next';
import { en, type MessageKey } from './messages/en';
import { ha } from './messages/ha';
import { ig } from './messages/ig';
import { pcm } from './messages/pcm';
import { yo } from './messages/yo';
import { WORD_KEYS, WORD_PARTS } from './word-parts';

export const CATALOGUES = { en, pcm, yo, ha, ig } satisfies Record<Language, Record<MessageKey, string>>;

const i18n = i18next.createInstance();
void i18n.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [language, { translation: CATALOGUES[language] }]),
  ),
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** English texts without a changing part, by text. */
const exactKeys = new Map<string, MessageKey>();
/** English texts with `{{name}}` parts, as patterns that capture those parts. */
const patterns: { key: MessageKey; pattern: RegExp; names: string[] }[] = [];

for (const [key, text] of Object.entries(en) as [MessageKey, string][]) {
  if (WORD_KEYS.has(key)) continue;
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
  if (names.length === 0) {
    exactKeys.set(text, key);
    continue;
  }
  const source = text
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  patterns.push({ key, pattern: new RegExp(`^${source}$`, 's'), names });
}

/** The catalogue key of an English server message and the values of its changing parts, if it has one. */
export function keyOfMessage(english: string): { key: MessageKey; values: Record<string, string> } | null {
  const exact = exactKeys.get(english);
  if (exact) return { key: exact, values: {} };
  for (const { key, pattern, names } of patterns) {
    const match = pattern.exec(english);
    if (match) return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return null;
}

/** A catalogue text in `language`, its `{{name}}` parts filled in (a word part with the language's word). */
export function translateKey(
  key: MessageKey,
  language: Language,
  values: Record<string, string> = {},
): string {
  return i18n.t(key, { lng: language, ...wordsIn(key, language, values) });
}

/** The values of `key`'s parts, each English word of a word part replaced by the language's word for it. */
function wordsIn(
  key: MessageKey,
  language: Language,
  values: Record<string, string>,
): Record<string, string> {
  const parts = WORD_PARTS[key];
  if (!parts || language === DEFAULT_LANGUAGE) return values;
  const translated = { ...values };
  for (const [part, wordKeys] of Object.entries(parts)) {
    const wordKey = wordKeys.find((candidate) => en[candidate] === values[part]);
    if (wordKey) translated[part] = CATALOGUES[language][wordKey];
  }
  return translated;
}

/** An English server message in `language`; unchanged for English and for a text the catalogue lacks. */
export function translateMessage(english: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return english;
  const found = keyOfMessage(english);
  return found ? translateKey(found.key, language, found.values) : english;
}
