// The built-in sandbox provider: used when PAYSTACK_SECRET_KEY is unset, so the whole funding
// journey works on a fresh machine. It behaves like a hosted provider: its checkout page (served by the app at
// /sandbox/checkout/<reference>) records Pay or Cancel in its own table, and verify reads that record.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sandboxCharges } from '../../db/schema';
import type { ChargeVerification, PaymentProvider } from './types';

export type SandboxChargeStatus = 'pending' | 'success' | 'failed';

export function sandboxCheckoutPath(reference: string): string {
  return `/sandbox/checkout/${encodeURIComponent(reference)}`;
}

export function createSandboxProvider(options: { db: DbOrTx; publicUrl: string }): PaymentProvider {
  const { db } = options;
  return {
    name: 'sandbox',
    async initialize(input) {
      await db
        .insert(sandboxCharges)
        .values({ reference: input.reference, amountKobo: input.amountKobo, email: input.email })
        .onConflictDoNothing();
      return { authorizationUrl: `${options.publicUrl}${sandboxCheckoutPath(input.reference)}` };
    },
    async verify(reference): Promise<ChargeVerification> {
      const charge = await getSandboxCharge(db, reference);
      if (!charge) return { status: 'not_found', providerStatus: 'not found' };
      return {
        status: charge.status,
        providerStatus: charge.status,
        amountKobo: charge.amountKobo,
        currency: charge.currency,
      };
    },
  };
}

export async function getSandboxCharge(db: DbOrTx, reference: string) {
  const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference));
  return row;
}

/** The payer pressed Pay or Cancel: a pending charge becomes final once; false when it was not pending. */
export async function settleSandboxCharge(
  db: DbOrTx,
  reference: string,
  status: 'success' | 'failed',
): Promise<boolean> {
  const rows = await db
    .update(sandboxCharges)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(sandboxCharges.reference, reference), eq(sandboxCharges.status, 'pending')))
    .returning({ reference: sandboxCharges.reference });
  return rows.length > 0;
}
