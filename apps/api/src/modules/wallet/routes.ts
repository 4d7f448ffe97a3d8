// Routes of the wallet feature (spec §7; issue 6). Thin handlers: validate, call one service function, shape
// the answer. The Paystack webhook lives in its own scope because it needs the raw body.
import {
  errorResponseSchema,
  initializePaymentBodySchema,
  initializePaymentResponseSchema,
  pendingPaymentsResponseSchema,
  transactionHistoryResponseSchema,
  type VerifyTransactionResponse,
  verifyTransactionBodySchema,
  verifyTransactionResponseSchema,
  WALLET_MSG,
  walletBalanceResponseSchema,
} from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { createPaymentProvider } from '../../providers/payments';
import { initializePayment } from './initialize-payment';
import { listPendingPayments } from './pending-payments';
import { reconcilePendingPayments } from './reconcile-payments';
import { type SettleOutcome, settlePayment } from './settle-payment';
import { listTransactions } from './transaction-history';
import { getWalletBalance } from './wallet-balance';
import { paystackWebhookRoutes } from './webhook-routes';

const bearer = [{ bearer: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** Verification answers (spec §7: the client reads `status` or a message containing "verified"). */
function verificationAnswer(outcome: SettleOutcome): {
  code: 200 | 402 | 409;
  body: VerifyTransactionResponse;
} {
  if (outcome.status === 'success')
    return { code: 200, body: { status: 'success', message: WALLET_MSG.funded } };
  if (outcome.status === 'pending')
    return { code: 402, body: { status: 'pending', message: WALLET_MSG.notPaidYet } };
  if (outcome.why === 'mismatch')
    return { code: 409, body: { status: 'failed', message: WALLET_MSG.mismatch } };
  return { code: 402, body: { status: 'failed', message: WALLET_MSG.declined } };
}

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const provider = createPaymentProvider(app.config, db);
  if (provider.name === 'unavailable') {
    app.log.error('PAYSTACK_SECRET_KEY is not set in production: wallet funding is refused (503)');
  }

  app.get(
    '/rider/getwalletbalance',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['wallet'],
        summary: 'Wallet balance in naira (drivers and bikers; spec §6)',
        security: bearer,
        response: { 200: walletBalanceResponseSchema, ...errors },
      },
    },
    async (request) => getWalletBalance(db, currentUser(request)),
  );

  app.post(
    '/initialize',
    {
      preHandler: app.authenticate,
      // Per account, not per IP: many payers share a carrier's NAT address.
      config: {
        rateLimit: {
          max: 20,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `initialize:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['wallet'],
        summary: 'Start a wallet top-up; answers the hosted payment page',
        security: bearer,
        body: initializePaymentBodySchema,
        response: {
          200: initializePaymentResponseSchema,
          ...errors,
          502: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) =>
      initializePayment({
        db,
        provider,
        log: request.log,
        publicUrl: app.config.publicUrl,
        user: currentUser(request),
        amountNaira: request.body.amount,
      }),
  );

  app.post(
    '/verifytransaction',
    {
      // Spec §7: no token needed. Harmless: it only ever credits the payment's own user.
      // Per reference: every verification may call the provider.
      config: {
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `verify:${(request.body as { reference?: string }).reference}`,
        },
      },
      schema: {
        tags: ['wallet'],
        summary: 'Verify a payment with the provider and credit the wallet once',
        body: verifyTransactionBodySchema,
        response: {
          200: verifyTransactionResponseSchema,
          400: errorResponseSchema,
          402: verifyTransactionResponseSchema,
          404: errorResponseSchema,
          409: verifyTransactionResponseSchema.or(errorResponseSchema),
          502: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await settlePayment({
        db,
        provider,
        log: request.log,
        reference: request.body.reference,
      });
      const answer = verificationAnswer(outcome);
      return reply.status(answer.code).send(answer.body);
    },
  );

  app.get(
    '/transactionhistory',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['wallet'],
        summary: 'Fundings, commissions, refunds and adjustments, newest first',
        security: bearer,
        response: { 200: transactionHistoryResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ transactions: await listTransactions(db, currentUser(request).id) }),
  );

  app.get(
    '/wallet/pending-payments',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['wallet'],
        summary: 'Payments started in the last day and not yet settled, newest first',
        security: bearer,
        response: { 200: pendingPaymentsResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ payments: await listPendingPayments(db, { userId: currentUser(request).id }) }),
  );

  await app.register(paystackWebhookRoutes, { provider });
  app.jobs.every('wallet.reconcile-pending-payments', 5 * 60_000, () =>
    reconcilePendingPayments({ db, provider, log: app.log }),
  );
};
