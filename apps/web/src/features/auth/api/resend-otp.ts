// POST /api/user/resend {email}.
import { useMutation } from '@tanstack/react-query';
import { type AnswerOf, type BodyOf, endpoint, request } from '../../../lib/api-client';

const resendOtpCall = endpoint('POST', '/api/user/resend', 'public');

export function resendOtp(input: BodyOf<typeof resendOtpCall>): Promise<AnswerOf<typeof resendOtpCall>> {
  return request(resendOtpCall, { body: input });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
