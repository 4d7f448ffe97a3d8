// PUT /api/driver/online {online}: going offline declines the requests waiting for the driver.
import { type AnswerOf, endpoint, request } from '../../../lib/api-client';

const setOnlineCall = endpoint('PUT', '/api/driver/online', 'signed-in');

export function setOnline(online: boolean): Promise<AnswerOf<typeof setOnlineCall>> {
  return request(setOnlineCall, { body: { online } });
}
