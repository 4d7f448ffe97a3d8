// POST /api/user/forgot {email}: e-mails a password-reset code.
import { useMutation } from '@tanstack/react-query';
import { type AnswerOf, type BodyOf, endpoint, request } from '../../../lib/api-client';

const forgotPasswordCall = endpoint('POST', '/api/user/forgot', 'public');

export function forgotPassword(
  input: BodyOf<typeof forgotPasswordCall>,
): Promise<AnswerOf<typeof forgotPasswordCall>> {
  return request(forgotPasswordCall, { body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
