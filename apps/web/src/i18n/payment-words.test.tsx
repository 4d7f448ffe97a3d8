// A wallet transaction's type and status read as words in every language; a code the client does not know yet
// reads as words too, and nothing arriving from the server makes the list crash.
import { renderHook } from '@testing-library/preact';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@waka/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from './i18n';
import { type PaymentWords, usePaymentWords } from './payment-words';

async function wordsIn(language: string): Promise<PaymentWords> {
  await applyLanguage(language as never);
  await i18n.loadNamespaces('account');
  return renderHook(() => usePaymentWords()).result.current;
}

afterEach(async () => {
  await applyLanguage('en');
});

describe('usePaymentWords', () => {
  it('labels each type in English as the history showed it', async () => {
    const words = await wordsIn('en');
    expect(TRANSACTION_TYPES.map(words.type)).toEqual([
      'Funding',
      'Commission',
      'Refund',
      'Adjustment',
      'Reversal',
    ]);
    expect(words.status('success')).toBe('success');
  });

  it('reads an unknown code as words', async () => {
    const words = await wordsIn('yo');
    expect(words.type('bank_transfer')).toBe('Bank transfer');
    expect(words.status('CHARGE_BACK')).toBe('charge back');
    expect(words.type(null as unknown as string)).toBe('');
    expect(words.type('constructor')).toBe('Constructor');
  });

  it.each(['pcm', 'yo', 'ha', 'ig'])('gives every type and status a word in %s', async (language) => {
    const words = await wordsIn(language);
    for (const code of [...TRANSACTION_TYPES, ...TRANSACTION_STATUSES]) {
      const shown = TRANSACTION_TYPES.includes(code as never) ? words.type(code) : words.status(code);
      expect(shown, code).not.toBe('');
      expect(shown, code).not.toBe(code);
    }
  });
});
