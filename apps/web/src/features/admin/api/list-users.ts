// GET /api/admin/users — the approvals queue (waiting=true, oldest first) and the user search.
import { useQuery } from '@tanstack/react-query';
import { adminRequest, endpoint, queryFlag } from '../lib/admin-fetch';

const usersCall = endpoint('GET', '/api/admin/users', 'admin');

export interface UsersFilter {
  role?: 'rider' | 'driver' | 'biker';
  approved?: boolean;
  waiting?: boolean;
  q?: string;
  limit: number;
  offset: number;
}

export const usersKey = (filter: UsersFilter) => ['admin', 'users', filter] as const;

export function listUsers(filter: UsersFilter) {
  return adminRequest(usersCall, {
    query: { ...filter, approved: queryFlag(filter.approved), waiting: queryFlag(filter.waiting) },
  });
}

export function useUsers(filter: UsersFilter) {
  return useQuery({ queryKey: usersKey(filter), queryFn: () => listUsers(filter) });
}
