// POST /api/user/register.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface RegisterInput {
  name: string;
  username: string;
  email: string;
  phoneNumber: string;
  password: string;
}

export function registerUser(input: RegisterInput): Promise<{ message?: string; emailSent?: boolean }> {
  return apiRequest('/api/user/register', { method: 'POST', body: input, auth: false });
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
