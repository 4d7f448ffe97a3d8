// The codes of the wallet's transaction history in the language on screen: a transaction's type and status
// (`account` namespace). A code this client does not know yet reads as words (readableCode), never as a key.
import { TRANSACTION_TYPES } from '@waka/shared';
import { useTranslation } from 'react-i18next';
import { readableCode } from './readable-code';

// The transaction statuses, and those a payment provider reports for a payment left unpaid.
const PAYMENT_STATUSES = ['success', 'pending', 'failed', 'abandoned'] as const;
type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
type TransactionType = (typeof TRANSACTION_TYPES)[number];

const isTransactionType = (code: string): code is TransactionType =>
  (TRANSACTION_TYPES as readonly string[]).includes(code);
const isPaymentStatus = (code: string): code is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(code);

/** 'bank_transfer' → 'Bank transfer', for a label. */
const titled = (code: unknown) => {
  const words = readableCode(code);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export interface PaymentWords {
  /** 'Funding', 'Commission' …: a transaction's type as a label. */
  type(code: string): string;
  /** 'success', 'pending' …: a payment's status as a short word. */
  status(code: string): string;
}

export function usePaymentWords(): PaymentWords {
  const { t } = useTranslation('account');
  return {
    type(code) {
      const key = String(code).toLowerCase();
      return isTransactionType(key) ? t(`transactionTypes.${key}`) : titled(code);
    },
    status(code) {
      const key = String(code).toLowerCase();
      return isPaymentStatus(key) ? t(`statuses.${key}`) : readableCode(code);
    },
  };
}
