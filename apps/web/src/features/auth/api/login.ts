// POST /api/user/login → {token, user{id, name, email, profilePicture}}. Plain fetcher: the login
// route loads without TanStack Query (the first-load budget in docs/quality.md).
import { apiRequest } from '../../../lib/api-client';
import type { LoginAnswer } from '../../../lib/session';

export interface LoginInput {
  email: string;
  password: string;
}

export function login(input: LoginInput): Promise<LoginAnswer> {
  return apiRequest<LoginAnswer>('/api/user/login', { method: 'POST', body: input, auth: false });
}
