// Paystack's REST API (https://paystack.com/docs/api/transaction/): initialize a transaction, verify it.
// PAYSTACK_BASE_URL lets tests point this real client at a local stand-in on loopback.
import { z } from 'zod';
import {
  type ChargeStatus,
  type ChargeVerification,
  type PaymentProvider,
  PaymentProviderError,
} from './types';

export const PAYSTACK_TIMEOUT_MS = 10_000;

const initializeAnswer = z.object({
  status: z.literal(true),
  data: z.object({ authorization_url: z.url(), reference: z.string() }),
});

const verifyAnswer = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  data: z
    .object({ status: z.string(), reference: z.string(), amount: z.number().int(), currency: z.string() })
    .optional(),
});

/** Paystack's transaction statuses: only success pays; failed and reversed are final. */
function chargeStatusOf(providerStatus: string): ChargeStatus {
  if (providerStatus === 'success') return 'success';
  if (providerStatus === 'reversed') return 'reversed';
  if (providerStatus === 'failed') return 'failed';
  return 'pending';
}

export function createPaystackProvider(options: {
  secretKey: string;
  baseUrl: string;
  timeoutMs?: number;
}): PaymentProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? PAYSTACK_TIMEOUT_MS;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(`Paystack unreachable: ${(error as Error).message}`);
    }
    const json: unknown = await response.json().catch(() => undefined);
    return { httpStatus: response.status, json };
  }

  return {
    name: 'paystack',
    webhookSecret: options.secretKey,

    async initialize(input) {
      const { httpStatus, json } = await call('POST', '/transaction/initialize', {
        amount: input.amountKobo,
        email: input.email,
        reference: input.reference,
        currency: 'NGN',
        callback_url: input.callbackUrl,
      });
      const parsed = initializeAnswer.safeParse(json);
      if (httpStatus !== 200 || !parsed.success) {
        const said = (json as { message?: unknown } | undefined)?.message;
        throw new PaymentProviderError(`Paystack initialize answered ${httpStatus}: ${String(said ?? '')}`);
      }
      return { authorizationUrl: parsed.data.data.authorization_url };
    },

    async verify(reference): Promise<ChargeVerification> {
      const { httpStatus, json } = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      const parsed = verifyAnswer.safeParse(json);
      // Paystack answers an unknown reference with 400/404 and status:false.
      if ((httpStatus === 400 || httpStatus === 404) && parsed.success && !parsed.data.status) {
        return { status: 'not_found', providerStatus: parsed.data.message ?? 'not found' };
      }
      if (httpStatus !== 200 || !parsed.success || !parsed.data.data) {
        throw new PaymentProviderError(`Paystack verify answered ${httpStatus}`);
      }
      const data = parsed.data.data;
      if (data.reference !== reference) throw new PaymentProviderError('Paystack verified another reference');
      return {
        status: chargeStatusOf(data.status),
        providerStatus: data.status,
        amountKobo: data.amount,
        currency: data.currency,
      };
    },
  };
}
