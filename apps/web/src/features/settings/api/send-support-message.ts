// POST /api/message {subject, message}.
import { useMutation } from '@tanstack/react-query';
import { type AnswerOf, endpoint, request } from '../../../lib/api-client';

const sendMessageCall = endpoint('POST', '/api/message', 'signed-in');

export function sendSupportMessage(input: {
  subject: string;
  message: string;
}): Promise<AnswerOf<typeof sendMessageCall>> {
  return request(sendMessageCall, { body: input });
}

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}
