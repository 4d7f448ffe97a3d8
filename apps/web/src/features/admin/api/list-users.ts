// GET /api/admin/users — the approvals queue (waiting=true, oldest first) and the user search.
import { useQuery } from '@tanstack/react-query';
import type { adminUsersResponseSchema } from '@waka/shared';
import type { z } from 'zod';
import { adminFetch } from '../lib/admin-fetch';

export type UsersAnswer = z.infer<typeof adminUsersResponseSchema>;
export interface UsersFilter {
  role?: 'rider' | 'driver' | 'biker';
  approved?: boolean;
  waiting?: boolean;
  q?: string;
  limit: number;
  offset: number;
}

export const usersKey = (filter: UsersFilter) => ['admin', 'users', filter] as const;

export function listUsers(filter: UsersFilter): Promise<UsersAnswer> {
  return adminFetch('/api/admin/users', { query: { ...filter } });
}

export function useUsers(filter: UsersFilter) {
  return useQuery({ queryKey: usersKey(filter), queryFn: () => listUsers(filter) });
}
