// POST /api/user/register → {message, emailSent}.
import { useMutation } from '@tanstack/react-query';
import { type AnswerOf, type BodyOf, endpoint, request } from '../../../lib/api-client';

const registerUserCall = endpoint('POST', '/api/user/register', 'public');

export function registerUser(
  input: BodyOf<typeof registerUserCall>,
): Promise<AnswerOf<typeof registerUserCall>> {
  return request(registerUserCall, { body: input });
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
