// Password hashing: argon2id with OWASP's recommended parameters (m=19 MiB, t=2, p=1).
import argon2 from 'argon2';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown e-mail cannot be told apart by timing. Always false. */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-1!');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** Computes the dummy hash at start, so the first unknown e-mail is not slower than the rest. */
export async function prepareDummyHash(): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-1!');
  await dummyHash;
}
