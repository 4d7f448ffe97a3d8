// The one i18next instance of the web app. English is bundled and ready synchronously, so the first render
// (and the build-time prerender under react-dom/server) never waits; another language's catalogue is its own
// chunk, fetched only when that language is chosen (docs/decisions/190). The screens behind sign-in read their
// own namespaces (locales/<namespace>/<language>.ts), fetched in every language when a screen first needs one
// (docs/decisions/195).
import { DEFAULT_BRAND, DEFAULT_LANGUAGE, isLanguage, type Language } from '@waka/shared';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { storage } from '../lib/storage';
import en from './locales/en';

export const i18n = i18next.createInstance();

const loadCatalogue = async (language: string, namespace: string) =>
  namespace === 'translation'
    ? import(`./locales/${language}.ts`)
    : (await import('./screen-catalogues')).loadScreenCatalogue(language, namespace);

i18n
  .use(resourcesToBackend(loadCatalogue))
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'pcm', 'yo', 'ha', 'ig'],
    ns: ['translation'],
    defaultNS: 'translation',
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    initAsync: false,
    // `{{appName}}` in any text is the operator's brand name (Waka until /api/config says otherwise).
    interpolation: { escapeValue: false, defaultVariables: { appName: DEFAULT_BRAND.name } },
    returnNull: false,
  });

// A text is looked up, interpolated and searched for nested texts on every call: a third of the render of a
// page under a phone's 4x slowdown (docs/decisions/212). A text asked for with no values of its own is kept,
// by language, namespaces and key, until a language or the catalogues change (the brand name's change emits
// languageChanged too, applyAppName below).
const PLAIN_OPTIONS = new Set(['lng', 'lngs', 'ns', 'keyPrefix']);
const plainTexts = new Map<string, string>();
const forgetPlainTexts = () => plainTexts.clear();
for (const event of ['languageChanged', 'loaded'] as const) i18n.on(event, forgetPlainTexts);
for (const event of ['added', 'removed'] as const) i18n.store.on(event, forgetPlainTexts);
const translate = i18n.t.bind(i18n) as unknown as (key: unknown, options?: unknown) => unknown;
i18n.t = ((key: unknown, options?: Record<string, unknown>) => {
  const isPlain =
    typeof key === 'string' &&
    (options === undefined ||
      (typeof options === 'object' &&
        Object.entries(options).every(([name, value]) => value === undefined || PLAIN_OPTIONS.has(name))));
  if (!isPlain) return translate(key, options);
  const ns = options?.ns;
  const cacheKey = `${String(options?.lng ?? i18n.language)}|${Array.isArray(ns) ? ns.join(',') : String(ns)}|${String(options?.keyPrefix)}|${key}`;
  const kept = plainTexts.get(cacheKey);
  if (kept !== undefined) return kept;
  const text = translate(key, options);
  if (typeof text === 'string') plainTexts.set(cacheKey, text);
  return text;
}) as unknown as typeof i18n.t;

/** The language saved on this device, when it is one we speak. */
export function savedLanguage(): Language | null {
  const saved = typeof localStorage === 'undefined' ? null : storage.get('language');
  return isLanguage(saved) ? saved : null;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Switches the app to `language` once its catalogue is loaded, remembers it here and marks up <html lang>. */
export async function applyLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  try {
    storage.set('language', language);
  } catch {
    // Private mode without storage: the choice lasts for this visit.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Before the first render: load the saved language so the first paint is already in it. */
export async function prepareSavedLanguage(): Promise<void> {
  const saved = savedLanguage();
  if (saved && saved !== DEFAULT_LANGUAGE) await applyLanguage(saved).catch(() => undefined);
}

/** Puts the operator's brand name into every text that says `{{appName}}`, re-rendering what is on screen. */
export function applyAppName(name: string): void {
  const variables = i18n.options.interpolation?.defaultVariables;
  if (!variables || variables.appName === name) return;
  variables.appName = name;
  i18n.emit('languageChanged', i18n.language);
}
