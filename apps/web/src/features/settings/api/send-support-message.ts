// POST /api/message {subject, message}.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function sendSupportMessage(input: { subject: string; message: string }): Promise<unknown> {
  return apiRequest('/api/message', { method: 'POST', body: input });
}

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}
