// Console sign-in: the ordinary login (POST /api/user/login), then one admin call decides — a 403 means the
// account is not an administrator, and its token is not kept.
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http';
import { adminRequest, endpoint } from '../lib/admin-fetch';
import { type AdminSession, saveAdminSession } from '../lib/admin-session';
import { getSettingsCall } from './get-settings';

export const NOT_ADMIN_MESSAGE = 'This account is not an administrator.';

const loginCall = endpoint('POST', '/api/user/login', 'public');

export async function signInAdmin(input: { email: string; password: string }): Promise<AdminSession> {
  const login = await adminRequest(
    loginCall,
    { body: { email: input.email.trim(), password: input.password } },
    { token: '' },
  );
  try {
    await adminRequest(getSettingsCall, undefined, { token: login.token });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw new ApiError(NOT_ADMIN_MESSAGE, 403);
    throw error;
  }
  const session = { token: login.token, name: login.user.name };
  saveAdminSession(session);
  return session;
}

export function useSignInAdmin(onSignedIn: (session: AdminSession) => void) {
  return useMutation({ mutationFn: signInAdmin, onSuccess: onSignedIn });
}
