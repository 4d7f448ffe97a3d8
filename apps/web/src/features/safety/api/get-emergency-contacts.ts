// GET /api/user/emergency-contacts: up to five trusted contacts.

import { useQuery } from '@tanstack/react-query';
import { endpoint, request } from '../../../lib/api-client';

const listCall = endpoint('GET', '/api/user/emergency-contacts', 'signed-in');

export const emergencyContactsQueryKey = ['emergency-contacts'] as const;

export function getEmergencyContacts() {
  return request(listCall);
}

export function useEmergencyContacts() {
  return useQuery({ queryKey: emergencyContactsQueryKey, queryFn: getEmergencyContacts });
}
