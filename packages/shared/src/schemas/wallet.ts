// Request and response schemas of the wallet calls. Owned by the
// wallet feature. Amounts are naira in answers; the server keeps integer kobo.
import { z } from 'zod';
import { MAX_PAYMENT_NAIRA, MIN_PAYMENT_NAIRA } from '../constants';
import { MSG } from '../messages';
import { formatNaira } from '../money';

/** Texts of the wallet answers. Failures never contain "verified": older clients read that as success. */
export const WALLET_MSG = {
  minimumPayment: MSG.minimumPayment,
  maximumPayment: `Maximum payment is ${formatNaira(MAX_PAYMENT_NAIRA, 0)}.`,
  wholeKobo: 'Amount can have at most 2 decimal places.',
  noRecentPayment: MSG.noRecentPayment,
  badReference: 'That payment reference is not valid.',
  walletOnlyForDrivers: 'Only drivers and bike riders have a wallet.',
  initializationFailed: 'Payment initialization failed.',
  paymentsNotConfigured:
    'Payments are not configured on this server (PAYSTACK_SECRET_KEY is missing). Contact support.',
  paymentNotFound: 'No payment with this reference was found.',
  verificationUnavailable: 'Could not verify payment. Please try again in a minute.',
  funded: 'Payment verified. Your wallet has been funded.',
  notPaidYet: 'Payment is not complete yet. Finish paying on the payment page, then try again.',
  declined: 'The payment was declined or cancelled. No money was added to your wallet.',
  mismatch: 'The amount paid does not match this payment. No money was added; contact support.',
} as const;

export const walletBalanceResponseSchema = z.object({ walletBalance: z.number() });
export type WalletBalanceResponse = z.infer<typeof walletBalanceResponseSchema>;

// Fund wallet: not a number or below 500 answers 'Minimum payment is ₦500.'
const amountSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: WALLET_MSG.minimumPayment })
    .refine(Number.isFinite, WALLET_MSG.minimumPayment)
    .refine((value) => value >= MIN_PAYMENT_NAIRA, WALLET_MSG.minimumPayment)
    .refine((value) => value <= MAX_PAYMENT_NAIRA, WALLET_MSG.maximumPayment)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, WALLET_MSG.wholeKobo),
);

export const initializePaymentBodySchema = z.object({
  amount: amountSchema,
  /** Sent by older clients; the server always uses the account's own e-mail (decision 040). */
  email: z.string().optional(),
});
export type InitializePaymentBody = z.infer<typeof initializePaymentBodySchema>;

export const initializePaymentResponseSchema = z.object({
  authorization_url: z.string(),
  reference: z.string(),
});
export type InitializePaymentResponse = z.infer<typeof initializePaymentResponseSchema>;

/** What Paystack accepts in a reference: letters, digits, '-', '.', '='. */
export const PAYMENT_REFERENCE_PATTERN = /^[A-Za-z0-9.=-]{1,100}$/;

export const verifyTransactionBodySchema = z.object({
  reference: z
    .string({ error: WALLET_MSG.noRecentPayment })
    .trim()
    .min(1, WALLET_MSG.noRecentPayment)
    .regex(PAYMENT_REFERENCE_PATTERN, WALLET_MSG.badReference),
});
export type VerifyTransactionBody = z.infer<typeof verifyTransactionBodySchema>;

export const verificationStatusSchema = z.enum(['success', 'pending', 'failed']);
export const verifyTransactionResponseSchema = z.object({
  status: verificationStatusSchema,
  message: z.string(),
});
export type VerifyTransactionResponse = z.infer<typeof verifyTransactionResponseSchema>;

export const TRANSACTION_TYPES = ['funding', 'commission', 'refund', 'adjustment', 'reversal'] as const;
export const TRANSACTION_STATUSES = ['pending', 'success', 'failed'] as const;

/**
 * One line of the transaction history. `amount` is naira, signed from the wallet's side: fundings and
 * refunds are positive, commissions and reversals of a funding negative (decision 040).
 */
export const transactionSchema = z.object({
  _id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  amount: z.number(),
  status: z.enum(TRANSACTION_STATUSES),
  description: z.string(),
  /** ISO 8601. */
  date: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionHistoryResponseSchema = z.object({ transactions: z.array(transactionSchema) });
export type TransactionHistoryResponse = z.infer<typeof transactionHistoryResponseSchema>;

/** A reference started but not yet credited: shown as 'pending' and verifiable again until it expires. */
export const PENDING_PAYMENT_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const pendingPaymentSchema = z.object({
  reference: z.string(),
  amount: z.number(),
  status: z.literal('pending'),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export const pendingPaymentsResponseSchema = z.object({ payments: z.array(pendingPaymentSchema) });
export type PendingPayment = z.infer<typeof pendingPaymentSchema>;

export const paystackWebhookResponseSchema = z.object({ received: z.boolean() });
