// Who has a wallet, and what is in it (only drivers and bikers read the wallet).
import { koboToNaira, WALLET_MSG } from '@waka/shared';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { getWalletBalanceKobo } from './ledger';

export function isWalletHolder(user: Pick<AuthUser, 'preferredType'>): boolean {
  return user.preferredType === 'driver' || user.preferredType === 'biker';
}

/** Riders (and accounts without a role yet) get 403: they pay drivers directly (decision 040). */
export function assertWalletHolder(user: Pick<AuthUser, 'preferredType'>): void {
  if (!isWalletHolder(user)) throw new AppError('forbidden', WALLET_MSG.walletOnlyForDrivers);
}

export async function getWalletBalance(db: DbOrTx, user: AuthUser): Promise<{ walletBalance: number }> {
  assertWalletHolder(user);
  return { walletBalance: koboToNaira(await getWalletBalanceKobo(db, user.id)) };
}
