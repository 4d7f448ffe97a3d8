// POST /api/paystack/webhook. Paystack signs the raw body with HMAC-SHA512 of the secret key in
// `x-paystack-signature`; anything unsigned or forged is refused with 401 and credits nothing. A
// `charge.success` is not trusted as told: it is re-verified with Paystack's verify API through the same
// credit path as POST /api/verifytransaction (decision 042). We answer 200 at once and settle in the
// background, as Paystack asks; the server waits for those settlements before it closes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { endpoints, PAYMENT_REFERENCE_PATTERN } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { reversePayment } from './reverse-payment';
import { settlePayment } from './settle-payment';

export const INVALID_SIGNATURE = 'Invalid webhook signature.';

export function paystackSignature(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

export function isValidSignature(rawBody: Buffer, signature: unknown, secret: string | undefined): boolean {
  if (!secret || typeof signature !== 'string') return false;
  const expected = Buffer.from(paystackSignature(rawBody, secret), 'utf8');
  const given = Buffer.from(signature.trim().toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type WebhookEvent = {
  event?: unknown;
  data?: { reference?: unknown; transaction_reference?: unknown; transaction?: { reference?: unknown } };
} | null;

const validReference = (reference: unknown) =>
  typeof reference === 'string' && PAYMENT_REFERENCE_PATTERN.test(reference) ? reference : undefined;

function chargeReference(event: unknown): string | undefined {
  const value = event as WebhookEvent;
  return value?.event === 'charge.success' ? validReference(value.data?.reference) : undefined;
}

/** refund.processed names the refunded transaction; only a full refund makes Paystack report it reversed. */
function refundedReference(event: unknown): string | undefined {
  const value = event as WebhookEvent;
  if (value?.event !== 'refund.processed') return undefined;
  return validReference(value.data?.transaction_reference ?? value.data?.transaction?.reference);
}

export const paystackWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.payments;
  // This scope only: keep the body as the exact bytes that were signed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  route(
    app,
    endpoints.wallet.paystackWebhook,
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-paystack-signature'];
      if (!isValidSignature(raw, signature, provider.webhookSecret)) {
        request.log.warn('refused a webhook with a missing or bad signature');
        throw new AppError('unauthorized', INVALID_SIGNATURE);
      }
      let event: unknown;
      try {
        event = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('bad_request', 'The request body is not valid JSON.');
      }
      // Answered at once, settled in the background; the server waits for these before it closes.
      const log = request.log;
      const refunded = refundedReference(event);
      if (refunded) {
        const task = reversePayment(app, { reference: refunded, log })
          .then((outcome) => log.info({ reference: refunded, outcome }, 'webhook checked a refund'))
          .catch((error) =>
            log.warn({ err: error, reference: refunded }, 'webhook could not check a refund'),
          );
        app.jobs.track('paystack-refund', task);
      }
      const reference = chargeReference(event);
      if (reference) {
        const task = settlePayment(app, { reference, log })
          .then((outcome) => log.info({ reference, outcome }, 'webhook settled a payment'))
          .catch((error) => log.warn({ err: error, reference }, 'webhook could not settle a payment'));
        app.jobs.track('paystack-charge', task);
      }
      return { received: true };
    },
    { config: { rateLimit: { max: 300, timeWindow: '1 minute' } } },
  );
};
