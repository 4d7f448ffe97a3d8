// PUT /api/admin/settings — change settings (in force at once; audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest, type BodyOf, endpoint } from '../lib/admin-fetch';
import { type SettingsAnswer, settingsKey } from './get-settings';

const updateSettingsCall = endpoint('PUT', '/api/admin/settings', 'admin');

export function updateSettings(body: BodyOf<typeof updateSettingsCall>): Promise<SettingsAnswer> {
  return adminRequest(updateSettingsCall, { body });
}

/** A change of settings: its answer is the settings in force, and the change log gains an entry. */
export function useSettingsMutation<T>(mutationFn: (input: T) => Promise<SettingsAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      client.setQueryData(settingsKey, answer);
      return client.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}

export const useUpdateSettings = () => useSettingsMutation(updateSettings);
