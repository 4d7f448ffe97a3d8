// POST /api/user/reset {email, newPassword}. The token goes along when signed in (Change Password
// from Settings).
import { useMutation } from '@tanstack/react-query';
import { type AnswerOf, type BodyOf, endpoint, request } from '../../../lib/api-client';

const resetPasswordCall = endpoint('POST', '/api/user/reset', 'public');

export function resetPassword(
  input: BodyOf<typeof resetPasswordCall>,
): Promise<AnswerOf<typeof resetPasswordCall>> {
  return request(resetPasswordCall, { body: input }, { auth: 'optional' });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
