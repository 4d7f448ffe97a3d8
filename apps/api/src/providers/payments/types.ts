// Card payments behind one interface: Paystack's REST API when
// PAYSTACK_SECRET_KEY is set, otherwise the built-in sandbox whose checkout page the app serves itself.

/** `unavailable`: production without a key, which refuses every call. */
export type PaymentProviderName = 'paystack' | 'sandbox' | 'unavailable';

export interface InitializeChargeInput {
  reference: string;
  amountKobo: number;
  email: string;
  /** Where the hosted page sends the payer back (the app's /InitializePayment). */
  callbackUrl: string;
}

/**
 * What the provider says about a charge: `success` (paid), `failed` (declined or cancelled), `reversed`
 * (paid, then reversed or fully refunded), `pending` (not finished yet: Paystack's abandoned, ongoing,
 * processing, queued…) or `not_found`.
 */
export type ChargeStatus = 'success' | 'failed' | 'reversed' | 'pending' | 'not_found';

export interface ChargeVerification {
  status: ChargeStatus;
  /** The provider's own word for it, kept for logs and failure reasons. */
  providerStatus: string;
  amountKobo?: number;
  currency?: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The HMAC key of webhook signatures; undefined when the provider sends no webhooks. */
  readonly webhookSecret?: string;
  initialize(input: InitializeChargeInput): Promise<{ authorizationUrl: string }>;
  verify(reference: string): Promise<ChargeVerification>;
}

/** The provider could not be reached or answered something unusable (maps to 502). */
export class PaymentProviderError extends Error {}
