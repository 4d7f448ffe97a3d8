// Picks the payment provider from the configuration: Paystack with a secret key; otherwise the
// sandbox, except in production, where funding is refused with a clear 503 rather than faked.
import { WALLET_MSG } from '@waka/shared';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createPaystackProvider } from './paystack';
import { createSandboxProvider } from './sandbox';
import type { PaymentProvider } from './types';

export function createPaymentProvider(config: Config, db: DbOrTx): PaymentProvider {
  if (config.PAYSTACK_SECRET_KEY) {
    return createPaystackProvider({
      secretKey: config.PAYSTACK_SECRET_KEY,
      baseUrl: config.PAYSTACK_BASE_URL,
    });
  }
  if (config.isProduction) return unavailableProvider();
  return createSandboxProvider({ db, publicUrl: config.publicUrl });
}

/** Production without a key: no fake money, ever. */
function unavailableProvider(): PaymentProvider {
  const refuse = async (): Promise<never> => {
    throw new AppError('unavailable', WALLET_MSG.paymentsNotConfigured);
  };
  return { name: 'unavailable', initialize: refuse, verify: refuse };
}

/** The sandbox checkout page exists only where the sandbox provider is in use. */
export function isSandboxEnabled(config: Config): boolean {
  return !config.PAYSTACK_SECRET_KEY && !config.isProduction;
}

export type { PaymentProvider } from './types';
export { PaymentProviderError } from './types';
