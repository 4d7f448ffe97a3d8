// The sandbox checkout page at /sandbox/checkout/<reference>, outside /api, registered
// by server.ts. Pay or Cancel records the outcome in the sandbox provider's own table, then runs the same
// credit path a Paystack webhook would (so the wallet is funded even if the payer never presses Verify) and
// sends the payer back to the app's /InitializePayment, which verifies through the provider as usual.
import { PAYMENT_REFERENCE_PATTERN } from '@waka/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSandboxEnabled } from '../../providers/payments';
import { getSandboxCharge, settleSandboxCharge } from '../../providers/payments/sandbox';
import { renderCheckoutPage, renderMessagePage } from './sandbox-checkout-page';
import { settlePayment } from './settle-payment';

const params = z.object({ reference: z.string() });

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

export const sandboxCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const enabled = isSandboxEnabled(app.config);
  const returnUrl = (reference: string) =>
    `${app.config.publicUrl}/InitializePayment?reference=${encodeURIComponent(reference)}`;
  // The forms post urlencoded bodies with nothing in them that we need.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, done) =>
    done(null, {}),
  );

  async function loadCharge(reference: string, reply: FastifyReply) {
    if (!enabled) {
      sendHtml(
        reply,
        404,
        renderMessagePage('Not available', 'This server takes payments through Paystack.'),
      );
      return undefined;
    }
    const charge = PAYMENT_REFERENCE_PATTERN.test(reference)
      ? await getSandboxCharge(db, reference)
      : undefined;
    if (!charge)
      sendHtml(reply, 404, renderMessagePage('Payment not found', 'Start again from the Waka app.'));
    return charge;
  }

  app.get('/sandbox/checkout/:reference', { schema: { hide: true, params } }, async (request, reply) => {
    const charge = await loadCharge(request.params.reference, reply);
    if (!charge) return reply;
    const view = {
      ...charge,
      status: charge.status,
      returnUrl: returnUrl(charge.reference),
    };
    return sendHtml(reply, 200, renderCheckoutPage(view));
  });

  for (const action of ['pay', 'cancel'] as const) {
    app.post(
      `/sandbox/checkout/:reference/${action}`,
      { schema: { hide: true, params }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const charge = await loadCharge(request.params.reference, reply);
        if (!charge) return reply;
        await settleSandboxCharge(db, charge.reference, action === 'pay' ? 'success' : 'failed');
        // As a provider's webhook would; a failure here is only logged, Verify and the reconciler retry.
        await settlePayment(app, { reference: charge.reference, log: request.log }).catch((error) =>
          request.log.warn({ err: error, reference: charge.reference }, 'sandbox settlement failed'),
        );
        const back = returnUrl(charge.reference) + (action === 'cancel' ? '&status=cancelled' : '');
        return reply.redirect(back, 303);
      },
    );
  }
};
