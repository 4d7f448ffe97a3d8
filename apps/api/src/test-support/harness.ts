// Test harness: the real server on a fresh database, driven through its HTTP routes (fastify.inject or a
// real port). Also makes users directly, for tests whose subject is not registration.
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Config, parseConfig } from '../config';
import type { Database } from '../db/client';
import { userLocations, users } from '../db/schema';
import { ensureSystemAccount, ensureWalletAccount, postToLedger } from '../modules/wallet/ledger';
import { buildServer } from '../server';
import { openTestDatabase } from './database';

export const TEST_PASSWORD = 'Passw0rd!';
const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
let passwordHashPromise: Promise<string> | undefined;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** Build the server on a fresh database. `env` overrides the test configuration. */
export async function createTestApp(
  env: Record<string, string | undefined> = {},
  beforeReady?: (app: FastifyInstance) => void | Promise<void>,
  options: { logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/waka-test-data-${process.pid}`,
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
  const database = await openTestDatabase();
  const app = await buildServer({
    config,
    database,
    jwtSecret: TEST_JWT_SECRET,
    // Every answer a test receives is also written by Zod, and the two must agree (lib/answer-serializer.ts).
    compareAnswerSerializers: true,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
  });
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface TestUserOptions {
  role?: 'rider' | 'driver' | 'biker' | null;
  approved?: boolean;
  verified?: boolean;
  isAdmin?: boolean;
  disabled?: boolean;
  name?: string;
  email?: string;
  phoneNumber?: string;
  location?: { latitude: number; longitude: number; seenAt?: Date };
}

export interface TestUser {
  id: string;
  email: string;
  name: string;
  username: string;
  phoneNumber: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for inject(). */
  auth: { authorization: string };
}

let userCounter = 0;

/** Insert a ready-to-use user (verified, with a role) and sign a token for them. */
export async function createTestUser(app: FastifyInstance, options: TestUserOptions = {}): Promise<TestUser> {
  userCounter += 1;
  const unique = `${process.pid}${userCounter}${Math.floor(Math.random() * 1e6)}`;
  const role = options.role === undefined ? 'rider' : options.role;
  passwordHashPromise ??= argon2.hash(TEST_PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 19456,
    timeCost: 2,
  });
  const [row] = await app.database.db
    .insert(users)
    .values({
      name: options.name ?? `Test User ${userCounter}`,
      username: `user_${unique}`,
      email: options.email ?? `user${unique}@example.com`,
      phoneNumber: options.phoneNumber ?? `080${String(unique).padStart(8, '0').slice(-8)}`,
      passwordHash: await passwordHashPromise,
      preferredType: role,
      approved: options.approved ?? role === 'rider',
      isAdmin: options.isAdmin ?? false,
      disabled: options.disabled ?? false,
      emailVerifiedAt: options.verified === false ? null : new Date(),
      sessionsValidAfter: new Date(Date.now() - 60_000),
    })
    .returning();
  if (options.location) {
    await app.database.db.insert(userLocations).values({
      userId: row!.id,
      latitude: options.location.latitude,
      longitude: options.location.longitude,
      updatedAt: options.location.seenAt ?? new Date(),
    });
  }
  const token = await app.tokens.sign(row!.id);
  await app.dispatch.sync(); // the live index and session cache follow the database by NOTIFY
  return {
    id: row!.id,
    email: row!.email,
    name: row!.name,
    username: row!.username,
    phoneNumber: row!.phoneNumber,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}

export async function setUserFields(
  app: FastifyInstance,
  userId: string,
  fields: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await app.database.db.update(users).set(fields).where(eq(users.id, userId));
  await app.dispatch.sync();
}

/** Put money in a wallet as a funding posting would (for tests whose subject is not funding). */
export async function creditTestWallet(app: FastifyInstance, userId: string, naira: number): Promise<void> {
  await app.database.db.transaction(async (tx) => {
    const wallet = await ensureWalletAccount(tx, userId);
    const clearing = await ensureSystemAccount(tx, 'provider_clearing');
    const amountKobo = Math.round(naira * 100);
    await postToLedger(tx, {
      kind: 'adjustment',
      description: 'Test credit',
      entries: [
        { accountId: wallet, amountKobo },
        { accountId: clearing, amountKobo: -amountKobo },
      ],
    });
  });
  await app.dispatch.sync();
}
