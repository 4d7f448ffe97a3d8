// Money for the operator: payments, commission per day, a wallet's ledger, the ledger check
// (issue: Operations console).
import {
  adminPaymentsQuerySchema,
  adminPaymentsResponseSchema,
  commissionDailyQuerySchema,
  commissionDailyResponseSchema,
  ledgerCheckResponseSchema,
  paginationQuerySchema,
  walletLedgerResponseSchema,
  walletParamsSchema,
} from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDoc, adminErrors } from './doc';
import { checkLedgerBalance, commissionPerDay, listPayments, walletLedger } from './money-service';

export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments',
    {
      schema: {
        ...adminDoc,
        summary: 'Wallet payments, newest first, by status (pending, success, failed)',
        querystring: adminPaymentsQuerySchema,
        response: { 200: adminPaymentsResponseSchema, ...adminErrors },
      },
    },
    async (request) => listPayments(app.database.db, request.query),
  );

  app.get(
    '/commission/daily',
    {
      schema: {
        ...adminDoc,
        summary: 'Commission earned per day (naira, Lagos days), oldest first',
        querystring: commissionDailyQuerySchema,
        response: { 200: commissionDailyResponseSchema, ...adminErrors },
      },
    },
    async (request) => commissionPerDay(app.database.db, { days: request.query.days }),
  );

  app.get(
    '/wallets/:userId/ledger',
    {
      schema: {
        ...adminDoc,
        summary: "A user's wallet: balance and ledger entries, newest first",
        params: walletParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: walletLedgerResponseSchema, ...adminErrors },
      },
    },
    async (request) => walletLedger(app.database.db, { userId: request.params.userId, ...request.query }),
  );

  app.get(
    '/ledger/check',
    {
      // Aggregates every entry: limited so a stuck refresh cannot hammer the database.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        ...adminDoc,
        summary: 'Double-entry check: all entries (and each posting) sum to zero',
        response: { 200: ledgerCheckResponseSchema, ...adminErrors },
      },
    },
    async () => checkLedgerBalance(app.database.db),
  );
};
