// POST /api/user/verify {email, otp}: account verification and the password-reset code alike.
import { useMutation } from '@tanstack/react-query';
import { type AnswerOf, type BodyOf, endpoint, request } from '../../../lib/api-client';

const verifyOtpCall = endpoint('POST', '/api/user/verify', 'public');

export function verifyOtp(input: BodyOf<typeof verifyOtpCall>): Promise<AnswerOf<typeof verifyOtpCall>> {
  return request(verifyOtpCall, { body: input });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
