// A local stand-in of Paystack's transaction API on 127.0.0.1 for tests (outside HTTP APIs are
// faked on loopback only). It speaks the real wire format; a test marks charges paid, failed or tampered.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { paystackSignature } from '../modules/wallet/webhook-routes';

export interface StandInCharge {
  reference: string;
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string;
  status: string;
}

export interface PaystackStandIn {
  baseUrl: string;
  secretKey: string;
  charges: Map<string, StandInCharge>;
  /** Bodies received by /transaction/initialize, in order. */
  initializeBodies: Record<string, unknown>[];
  verifyCalls: number;
  /** Answer initialize with 500 / hang verify calls / delay verify answers. */
  failInitialize: boolean;
  failVerify: boolean;
  verifyDelayMs: number;
  markPaid(reference: string, overrides?: { amount?: number; currency?: string }): void;
  markFailed(reference: string): void;
  /** Paystack reports a fully refunded or reversed charge as `reversed`. */
  markReversed(reference: string): void;
  close(): Promise<void>;
}

export async function startPaystackStandIn(): Promise<PaystackStandIn> {
  const secretKey = `sk_test_${randomBytes(16).toString('hex')}`;
  const state = {
    charges: new Map<string, StandInCharge>(),
    initializeBodies: [] as Record<string, unknown>[],
    verifyCalls: 0,
    failInitialize: false,
    failVerify: false,
    verifyDelayMs: 0,
  };
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(res, 401, { status: false, message: 'Invalid key' });
      }
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        state.initializeBodies.push(body);
        if (state.failInitialize) return send(res, 500, { status: false, message: 'Internal error' });
        const reference = String(body.reference);
        state.charges.set(reference, {
          reference,
          amount: Number(body.amount),
          currency: String(body.currency ?? 'NGN'),
          email: String(body.email),
          callbackUrl: String(body.callback_url),
          status: 'abandoned',
        });
        const accessCode = randomBytes(6).toString('hex');
        return send(res, 200, {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `${baseUrl}/checkout/${accessCode}`,
            access_code: accessCode,
            reference,
          },
        });
      }
      const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && verify) {
        state.verifyCalls += 1;
        if (state.verifyDelayMs) await new Promise((r) => setTimeout(r, state.verifyDelayMs));
        if (state.failVerify) return send(res, 503, { status: false, message: 'Service unavailable' });
        const charge = state.charges.get(decodeURIComponent(verify[1]!));
        if (!charge) return send(res, 400, { status: false, message: 'Transaction reference not found' });
        return send(res, 200, {
          status: true,
          message: 'Verification successful',
          data: {
            id: 1,
            status: charge.status,
            reference: charge.reference,
            amount: charge.amount,
            currency: charge.currency,
            customer: { email: charge.email },
          },
        });
      }
      send(res, 404, { status: false, message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: PaystackStandIn = Object.assign(state, {
    baseUrl,
    secretKey,
    markPaid(reference: string, overrides: { amount?: number; currency?: string } = {}) {
      const charge = state.charges.get(reference);
      if (!charge) throw new Error(`stand-in: no charge ${reference}`);
      Object.assign(charge, { status: 'success', ...overrides });
    },
    markFailed(reference: string) {
      const charge = state.charges.get(reference);
      if (!charge) throw new Error(`stand-in: no charge ${reference}`);
      charge.status = 'failed';
    },
    markReversed(reference: string) {
      const charge = state.charges.get(reference);
      if (!charge) throw new Error(`stand-in: no charge ${reference}`);
      charge.status = 'reversed';
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return standIn;
}

/** POST a Paystack webhook event to the app, signed with the stand-in's secret as Paystack would. */
export function postSignedWebhook(app: FastifyInstance, standIn: PaystackStandIn, event: unknown) {
  const raw = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': paystackSignature(raw, standIn.secretKey),
    },
    payload: raw,
  });
}
