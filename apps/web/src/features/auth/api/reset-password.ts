// POST /api/user/reset {email, newPassword}. The token goes along when signed in (Change Password
// from Settings).
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function resetPassword(input: { email: string; newPassword: string }): Promise<{ message?: string }> {
  return apiRequest('/api/user/reset', { method: 'POST', body: input, auth: 'optional' });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
