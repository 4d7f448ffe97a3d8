// The wallet of drivers and bikers: balance, top-ups, payment verification, the provider's webhook.
import { errorResponseSchema } from '../schemas/common';
import {
  initializePaymentBodySchema,
  initializePaymentResponseSchema,
  paystackWebhookResponseSchema,
  pendingPaymentsResponseSchema,
  transactionHistoryResponseSchema,
  verifyTransactionBodySchema,
  verifyTransactionResponseSchema,
  walletBalanceResponseSchema,
} from '../schemas/wallet';
import { defineEndpoint } from './define';

export const walletEndpoints = {
  getBalance: defineEndpoint({
    method: 'GET',
    path: '/api/rider/getwalletbalance',
    access: 'signed-in',
    tag: 'wallet',
    summary: 'Wallet balance in naira (drivers and bikers only)',
    answer: walletBalanceResponseSchema,
  }),
  initializePayment: defineEndpoint({
    method: 'POST',
    path: '/api/initialize',
    access: 'signed-in',
    tag: 'wallet',
    summary: 'Start a wallet top-up; answers the hosted payment page',
    body: initializePaymentBodySchema,
    answer: initializePaymentResponseSchema,
  }),
  verifyTransaction: defineEndpoint({
    method: 'POST',
    path: '/api/verifytransaction',
    access: 'public',
    tag: 'wallet',
    summary: 'Verify a payment with the provider and credit the wallet once',
    body: verifyTransactionBodySchema,
    answer: verifyTransactionResponseSchema,
    // Not paid yet or declined (402), paid a different amount (409): the same answer with its `status`.
    otherAnswers: {
      402: verifyTransactionResponseSchema,
      409: verifyTransactionResponseSchema.or(errorResponseSchema),
    },
  }),
  listTransactions: defineEndpoint({
    method: 'GET',
    path: '/api/transactionhistory',
    access: 'signed-in',
    tag: 'wallet',
    summary: 'Fundings, commissions, refunds and adjustments, newest first',
    answer: transactionHistoryResponseSchema,
  }),
  listPendingPayments: defineEndpoint({
    method: 'GET',
    path: '/api/wallet/pending-payments',
    access: 'signed-in',
    tag: 'wallet',
    summary: 'Payments started in the last day and not yet settled, newest first',
    answer: pendingPaymentsResponseSchema,
  }),
  paystackWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/paystack/webhook',
    access: 'public',
    tag: 'wallet',
    summary:
      'Paystack events (signed); charge.success credits and refund.processed takes a reversed funding back, both re-verified',
    answer: paystackWebhookResponseSchema,
  }),
} as const;
