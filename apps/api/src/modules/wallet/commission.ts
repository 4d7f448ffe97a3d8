// The platform's commission on a completed ride: debited from the driver's
// wallet to platform revenue, in the caller's transaction — the one that marks the ride completed — with a
// notification and a live balance event. One commission per ride (unique index): a second call throws.
import { formatNaira, koboToNaira } from '@waka/shared';
import type { DbOrTx } from '../../db/client';
import { publishEvent } from '../../events/bus';
import { createNotification } from '../notifications/service';
import { ensureSystemAccount, ensureWalletAccount, getWalletBalanceKobo, postToLedger } from './ledger';

export async function chargeCommission(
  tx: DbOrTx,
  input: { driverId: string; rideId: string; commissionKobo: number; description?: string },
): Promise<string | null> {
  if (input.commissionKobo <= 0) return null;
  const wallet = await ensureWalletAccount(tx, input.driverId);
  const revenue = await ensureSystemAccount(tx, 'platform_revenue');
  const naira = formatNaira(koboToNaira(input.commissionKobo));
  const postingId = await postToLedger(tx, {
    kind: 'commission',
    description: input.description ?? `Commission on ride ${input.rideId.slice(0, 8)}`,
    rideId: input.rideId,
    entries: [
      { accountId: wallet, amountKobo: -input.commissionKobo },
      { accountId: revenue, amountKobo: input.commissionKobo },
    ],
  });
  await createNotification(tx, {
    userId: input.driverId,
    rideId: input.rideId,
    message: `A commission of ${naira} was taken from your wallet for your ride.`,
  });
  await publishWalletBalance(tx, input.driverId);
  return postingId;
}

/** Push the wallet's new balance (naira) to its owner's live stream (`wallet.balance`). */
export async function publishWalletBalance(tx: DbOrTx, userId: string): Promise<void> {
  const balanceKobo = await getWalletBalanceKobo(tx, userId);
  await publishEvent(tx, {
    userId,
    type: 'wallet.balance',
    payload: { walletBalance: koboToNaira(balanceKobo) },
  });
}
