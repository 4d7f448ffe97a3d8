// POST /api/user/verify {email, otp}: account verification and the password-reset code alike.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function verifyOtp(input: { email: string; otp: string }): Promise<{ message?: string }> {
  return apiRequest('/api/user/verify', { method: 'POST', body: input, auth: false });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
