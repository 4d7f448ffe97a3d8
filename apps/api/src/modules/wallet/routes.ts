// Routes of the wallet feature. Thin handlers: validate, call one service function, shape
// the answer. The Paystack webhook lives in its own scope because it needs the raw body.
import { endpoints, type VerifyTransactionResponse, WALLET_MSG } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { initializePayment } from './initialize-payment';
import { listPendingPayments } from './pending-payments';
import { reconcilePendingPayments } from './reconcile-payments';
import { type SettleOutcome, settlePayment } from './settle-payment';
import { listTransactions } from './transaction-history';
import { getWalletBalance } from './wallet-balance';
import { paystackWebhookRoutes } from './webhook-routes';

const { wallet } = endpoints;

/** Verification answers: clients read `status` (older ones a message containing "verified"). */
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
  const provider = app.payments;
  if (provider.name === 'unavailable') {
    app.log.error('PAYSTACK_SECRET_KEY is not set in production: wallet funding is refused (503)');
  }

  route(app, wallet.getBalance, async (request) => getWalletBalance(db, currentUser(request)));

  route(
    app,
    wallet.initializePayment,
    async (request) =>
      initializePayment({
        db,
        provider,
        log: request.log,
        publicUrl: app.config.publicUrl,
        user: currentUser(request),
        amountNaira: request.body.amount,
      }),
    {
      // Per account, not per IP: many payers share a carrier's NAT address.
      config: {
        rateLimit: {
          max: 20,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `initialize:${request.user?.id ?? request.ip}`,
        },
      },
    },
  );

  route(
    app,
    wallet.verifyTransaction,
    async (request, reply) => {
      const outcome = await settlePayment(app, { reference: request.body.reference, log: request.log });
      const answer = verificationAnswer(outcome);
      return reply.status(answer.code).send(answer.body);
    },
    {
      // No token needed: harmless, it only ever credits the payment's own user.
      // Per reference: every verification may call the provider.
      config: {
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `verify:${(request.body as { reference?: string }).reference}`,
        },
      },
    },
  );

  route(app, wallet.listTransactions, async (request) => ({
    transactions: await listTransactions(db, currentUser(request).id),
  }));

  route(app, wallet.listPendingPayments, async (request) => ({
    payments: await listPendingPayments(db, { userId: currentUser(request).id }),
  }));

  await app.register(paystackWebhookRoutes);
  app.jobs.every('wallet.reconcile-pending-payments', 5 * 60_000, () => reconcilePendingPayments(app));
};
