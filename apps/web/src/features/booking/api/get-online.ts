// GET /api/driver/online → {online, declined}: whether the calling driver is online.
import { type AnswerOf, endpoint, request } from '../../../lib/api-client';

const getOnlineCall = endpoint('GET', '/api/driver/online', 'signed-in');

export type OnlineState = AnswerOf<typeof getOnlineCall>;

export function getOnline(): Promise<OnlineState> {
  return request(getOnlineCall);
}
