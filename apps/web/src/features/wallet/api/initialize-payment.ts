// POST /api/initialize {amount, email} (spec §7) → {authorization_url, reference}.
import { useMutation } from '@tanstack/react-query';
import type { InitializePaymentResponse } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';

export interface InitializePaymentBody {
  amount: number;
  email: string;
}

export type InitializePaymentAnswer = InitializePaymentResponse;

export function initializePayment(body: InitializePaymentBody): Promise<InitializePaymentAnswer> {
  return apiRequest<InitializePaymentAnswer>('/api/initialize', { method: 'POST', body });
}

export function useInitializePayment() {
  return useMutation({ mutationFn: initializePayment });
}
