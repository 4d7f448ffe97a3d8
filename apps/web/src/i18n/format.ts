// Numbers, naira, dates and "5 minutes ago" in the reader's language. Digits and dates come from Intl with
// the language's locale (falling back to Nigerian English); relative times come from the catalogues, because
// the runtimes' data for Yoruba and Igbo only says "-5 min".
import { formatNaira, INTL_LOCALES, type Language } from '@waka/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n';

const UNITS: [unit: 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute', seconds: number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "yesterday", not "1 day ago"; languages whose plural has no "one" form still need the word. */
const SINGLE_WORDS: Partial<
  Record<(typeof UNITS)[number][0], 'time.yesterday' | 'time.lastWeek' | 'time.lastMonth' | 'time.lastYear'>
> = {
  day: 'time.yesterday',
  week: 'time.lastWeek',
  month: 'time.lastMonth',
  year: 'time.lastYear',
};

export interface Formatters {
  language: Language;
  naira(amount: number, decimals?: number): string;
  number(value: number): string;
  dateTime(date: string | number | Date): string;
  /** The hour and minute (and the seconds when asked). */
  time(date: string | number | Date, withSeconds?: boolean): string;
  relativeTime(date: string | number | Date, now?: number): string;
}

export function formattersFor(language: Language, t: TFunction): Formatters {
  const locales = INTL_LOCALES[language];
  return {
    language,
    naira: (amount, decimals = 2) => formatNaira(amount, decimals, locales),
    number: (value) => value.toLocaleString(locales),
    dateTime(date) {
      const value = new Date(date);
      if (Number.isNaN(value.getTime())) return '';
      return value.toLocaleString(locales, { dateStyle: 'medium', timeStyle: 'short' });
    },
    time(date, withSeconds = false) {
      const value = new Date(date);
      if (Number.isNaN(value.getTime())) return '';
      return value.toLocaleTimeString(locales, {
        hour: '2-digit',
        minute: '2-digit',
        ...(withSeconds ? { second: '2-digit' } : {}),
      });
    },
    relativeTime(date, now = Date.now()) {
      const then = new Date(date).getTime();
      if (!Number.isFinite(then)) return '';
      const seconds = Math.round((now - then) / 1000);
      if (seconds < 45) return t('time.justNow');
      for (const [unit, size] of UNITS) {
        if (seconds < size) continue;
        const count = Math.trunc(seconds / size);
        const single = SINGLE_WORDS[unit];
        return count === 1 && single ? t(single) : t(`time.${unit}Ago`, { count });
      }
      return t('time.justNow');
    },
  };
}

/** The formatters of the language on screen; the component re-renders when the language changes. */
export function useFormat(): Formatters {
  const { t } = useTranslation();
  return formattersFor(currentLanguage(), t);
}
