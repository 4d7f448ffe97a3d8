// GET/PUT /api/user/safety: whether every ride of mine needs the PIN before it starts.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SafetyPreferences } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';

export const safetyPreferencesQueryKey = ['safety-preferences'] as const;

export function useSafetyPreferences() {
  return useQuery({
    queryKey: safetyPreferencesQueryKey,
    queryFn: () => apiRequest<SafetyPreferences>('/api/user/safety'),
  });
}

export function useUpdateSafetyPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SafetyPreferences) =>
      apiRequest<SafetyPreferences>('/api/user/safety', { method: 'PUT', body }),
    onSuccess: (data) => queryClient.setQueryData(safetyPreferencesQueryKey, data),
  });
}
