// GET /api/admin/settings — the operating settings in force.
import { useQuery } from '@tanstack/react-query';
import { type AnswerOf, adminRequest, endpoint } from '../lib/admin-fetch';

export const getSettingsCall = endpoint('GET', '/api/admin/settings', 'admin');

export type SettingsAnswer = AnswerOf<typeof getSettingsCall>;
export const settingsKey = ['admin', 'settings'] as const;

export function getSettings(): Promise<SettingsAnswer> {
  return adminRequest(getSettingsCall);
}

export function useAdminSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: getSettings });
}
