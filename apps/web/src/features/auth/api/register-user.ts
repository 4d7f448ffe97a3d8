// POST /api/user/register → {message, emailSent}. Plain fetcher: like login, the registration route loads
// without TanStack Query (docs/decisions/214).
import { type AnswerOf, type BodyOf, endpoint, request } from '../../../lib/api-client';

const registerUserCall = endpoint('POST', '/api/user/register', 'public');

export function registerUser(
  input: BodyOf<typeof registerUserCall>,
): Promise<AnswerOf<typeof registerUserCall>> {
  return request(registerUserCall, { body: input });
}
