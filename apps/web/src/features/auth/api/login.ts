// POST /api/user/login → {token, user{id, name, email, profilePicture, isAdmin, language}}. Plain fetcher: the
// login route loads without TanStack Query (the first-load budget in docs/quality.md).
import { type AnswerOf, type BodyOf, endpoint, request } from '../../../lib/api-client';

const loginCall = endpoint('POST', '/api/user/login', 'public');

export type LoginInput = BodyOf<typeof loginCall>;

export function login(input: LoginInput): Promise<AnswerOf<typeof loginCall>> {
  return request(loginCall, { body: input });
}
