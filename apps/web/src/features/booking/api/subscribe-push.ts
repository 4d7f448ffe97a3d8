// POST /api/push/subscriptions: hand this browser's push subscription to the API (it sends offers through it).
import { type BodyOf, endpoint, request } from '../../../lib/api-client';

const subscribeCall = endpoint('POST', '/api/push/subscriptions', 'signed-in');

export function subscribePush(subscription: Pick<PushSubscription, 'toJSON'>) {
  // A subscription's JSON always has its endpoint and both keys; the DOM type leaves them optional.
  return request(subscribeCall, { body: subscription.toJSON() as BodyOf<typeof subscribeCall> });
}
