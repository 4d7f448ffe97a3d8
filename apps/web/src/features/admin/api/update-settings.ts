// PUT /api/admin/settings — change settings (in force at once; audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSettingsBody } from '@waka/shared';
import { adminFetch } from '../lib/admin-fetch';
import { type SettingsAnswer, settingsKey } from './get-settings';

export function updateSettings(body: UpdateSettingsBody): Promise<SettingsAnswer> {
  return adminFetch('/api/admin/settings', { method: 'PUT', body });
}

export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (answer) => {
      client.setQueryData(settingsKey, answer);
      return client.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
