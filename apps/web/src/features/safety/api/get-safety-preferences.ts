// GET /api/user/safety: whether every ride of mine needs the PIN before it starts.

import { useQuery } from '@tanstack/react-query';
import { endpoint, request } from '../../../lib/api-client';

const getCall = endpoint('GET', '/api/user/safety', 'signed-in');

export const safetyPreferencesQueryKey = ['safety-preferences'] as const;

export function getSafetyPreferences() {
  return request(getCall);
}

export function useSafetyPreferences() {
  return useQuery({ queryKey: safetyPreferencesQueryKey, queryFn: getSafetyPreferences });
}
