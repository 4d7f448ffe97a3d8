// GET /api/approved → {approved}.
import { type AnswerOf, endpoint, request } from '../../../lib/api-client';

const getApprovedCall = endpoint('GET', '/api/approved', 'signed-in');

export function getApproved(): Promise<AnswerOf<typeof getApprovedCall>> {
  return request(getApprovedCall);
}
