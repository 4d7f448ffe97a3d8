// GET /api/admin/settings — the operating settings in force.
import { useQuery } from '@tanstack/react-query';
import type { adminSettingsResponseSchema } from '@waka/shared';
import type { z } from 'zod';
import { adminFetch } from '../lib/admin-fetch';

export type SettingsAnswer = z.infer<typeof adminSettingsResponseSchema>;
export const settingsKey = ['admin', 'settings'] as const;

export function getSettings(): Promise<SettingsAnswer> {
  return adminFetch('/api/admin/settings');
}

export function useAdminSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: getSettings });
}
