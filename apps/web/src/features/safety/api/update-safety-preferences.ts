// PUT /api/user/safety {requirePin}.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, endpoint, request } from '../../../lib/api-client';
import { safetyPreferencesQueryKey } from './get-safety-preferences';

const updateCall = endpoint('PUT', '/api/user/safety', 'signed-in');

export function updateSafetyPreferences(body: BodyOf<typeof updateCall>) {
  return request(updateCall, { body });
}

export function useUpdateSafetyPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSafetyPreferences,
    onSuccess: (data) => queryClient.setQueryData(safetyPreferencesQueryKey, data),
  });
}
