// Money for the operator: payments, commission per day, a wallet's ledger, the ledger check.
import { endpoints } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { checkLedgerBalance, commissionPerDay, listPayments, walletLedger } from './money-service';

export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.admin.listPayments, async (request) => listPayments(app.database.db, request.query));

  route(app, endpoints.admin.commissionPerDay, async (request) =>
    commissionPerDay(app.database.db, { days: request.query.days }),
  );

  route(app, endpoints.admin.walletLedger, async (request) =>
    walletLedger(app.database.db, { userId: request.params.userId, ...request.query }),
  );

  route(app, endpoints.admin.checkLedger, async () => checkLedgerBalance(app.database.db), {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  });
};
