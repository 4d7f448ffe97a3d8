// GET /api/push/public-key → {publicKey}: the server's VAPID key, which a browser subscription is made with.
import { endpoint, request } from '../../../lib/api-client';

const publicKeyCall = endpoint('GET', '/api/push/public-key', 'public');

export async function getPushPublicKey(): Promise<string> {
  return (await request(publicKeyCall)).publicKey;
}
