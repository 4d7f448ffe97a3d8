// PUT /api/user/emergency-contacts {contacts}: the trusted contacts, saved as one list.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmergencyContact } from '@waka/shared';
import { endpoint, request } from '../../../lib/api-client';
import { emergencyContactsQueryKey } from './get-emergency-contacts';

const saveCall = endpoint('PUT', '/api/user/emergency-contacts', 'signed-in');

export function saveEmergencyContacts(contacts: EmergencyContact[]) {
  return request(saveCall, { body: { contacts } });
}

export function useSaveEmergencyContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmergencyContacts,
    onSuccess: (data) => queryClient.setQueryData(emergencyContactsQueryKey, data),
  });
}
