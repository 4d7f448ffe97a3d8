// GET/PUT /api/user/safety: whether every ride of mine needs the PIN before it starts.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, endpoint, request } from '../../../lib/api-client';

const getCall = endpoint('GET', '/api/user/safety', 'signed-in');
const updateCall = endpoint('PUT', '/api/user/safety', 'signed-in');

export const safetyPreferencesQueryKey = ['safety-preferences'] as const;

export function useSafetyPreferences() {
  return useQuery({
    queryKey: safetyPreferencesQueryKey,
    queryFn: () => request(getCall),
  });
}

export function useUpdateSafetyPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updateCall>) => request(updateCall, { body }),
    onSuccess: (data) => queryClient.setQueryData(safetyPreferencesQueryKey, data),
  });
}
