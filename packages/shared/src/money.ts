// Money is integer kobo everywhere except where the API shows naira.
import { CURRENCY_SYMBOL } from './constants';

export const KOBO_PER_NAIRA = 100;

export function nairaToKobo(naira: number): number {
  return Math.round(naira * KOBO_PER_NAIRA);
}

export function koboToNaira(kobo: number): number {
  return kobo / KOBO_PER_NAIRA;
}

/**
 * "₦2,000.00", and "−₦145.00" for a debit — the 2-decimal form of the transaction history. `locales` picks
 * the digit grouping of the reader's language (languages.ts INTL_LOCALES); the ₦ sign stays in front.
 */
export function formatNaira(naira: number, decimals = 2, locales: string | string[] = 'en-NG'): string {
  const formatted = Math.abs(naira).toLocaleString(locales, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  const isNegative = naira < 0 && formatted.replace(/[0.,]/g, '') !== '';
  return `${isNegative ? '\u2212' : ''}${CURRENCY_SYMBOL}${formatted}`;
}
