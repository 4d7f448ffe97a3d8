// POST /api/user/forgot {email}: e-mails a password-reset code.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function forgotPassword(input: { email: string }): Promise<{ message?: string }> {
  return apiRequest('/api/user/forgot', { method: 'POST', body: input, auth: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
