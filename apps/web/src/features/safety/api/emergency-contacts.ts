// GET/PUT /api/user/emergency-contacts: up to five trusted contacts, saved as one list.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmergencyContact } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';

export const emergencyContactsQueryKey = ['emergency-contacts'] as const;
type Answer = { contacts: EmergencyContact[] };

export function useEmergencyContacts() {
  return useQuery({
    queryKey: emergencyContactsQueryKey,
    queryFn: () => apiRequest<Answer>('/api/user/emergency-contacts'),
  });
}

export function useSaveEmergencyContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contacts: EmergencyContact[]) =>
      apiRequest<Answer>('/api/user/emergency-contacts', { method: 'PUT', body: { contacts } }),
    onSuccess: (data) => queryClient.setQueryData(emergencyContactsQueryKey, data),
  });
}
