// GET/PUT /api/user/emergency-contacts: up to five trusted contacts, saved as one list.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmergencyContact } from '@waka/shared';
import { endpoint, request } from '../../../lib/api-client';

const listCall = endpoint('GET', '/api/user/emergency-contacts', 'signed-in');
const saveCall = endpoint('PUT', '/api/user/emergency-contacts', 'signed-in');

export const emergencyContactsQueryKey = ['emergency-contacts'] as const;

export function useEmergencyContacts() {
  return useQuery({
    queryKey: emergencyContactsQueryKey,
    queryFn: () => request(listCall),
  });
}

export function useSaveEmergencyContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contacts: EmergencyContact[]) => request(saveCall, { body: { contacts } }),
    onSuccess: (data) => queryClient.setQueryData(emergencyContactsQueryKey, data),
  });
}
