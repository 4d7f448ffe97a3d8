// POST /api/user/resend {email}.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function resendOtp(input: { email: string }): Promise<{ message?: string }> {
  return apiRequest('/api/user/resend', { method: 'POST', body: input, auth: false });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
