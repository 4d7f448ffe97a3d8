// The server's VAPID key pair for Web Push (docs/decisions/148): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when
// configured; otherwise one pair generated on first use and kept in `server_keys`, so every instance (and
// every restart) signs with the same key and browsers' subscriptions stay valid.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { serverKeys } from '../../db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const KEY_NAME = 'vapid';
const resolved = new WeakMap<FastifyInstance, Promise<VapidKeys>>();

async function loadOrCreate(app: FastifyInstance): Promise<VapidKeys> {
  const { config } = app;
  const subject = config.VAPID_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const db = app.database.db;
  const generated = webpush.generateVAPIDKeys();
  // Two instances starting together both try; the first insert wins and both read the same row.
  await db
    .insert(serverKeys)
    .values({ name: KEY_NAME, publicKey: generated.publicKey, privateKey: generated.privateKey })
    .onConflictDoNothing({ target: serverKeys.name });
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
  return { publicKey: row!.publicKey, privateKey: row!.privateKey, subject };
}

export function getVapidKeys(app: FastifyInstance): Promise<VapidKeys> {
  let keys = resolved.get(app);
  if (!keys) {
    keys = loadOrCreate(app);
    keys.catch(() => resolved.delete(app)); // a failed read is retried next time
    resolved.set(app, keys);
  }
  return keys;
}
