// POST and DELETE /api/admin/settings/logo — the operator's logo (re-encoded by the server; audited).
import { adminFetch } from '../lib/admin-fetch';
import type { SettingsAnswer } from './get-settings';
import { useSettingsMutation } from './update-settings';

function uploadBrandLogo(file: Blob): Promise<SettingsAnswer> {
  const form = new FormData();
  form.append('file', file);
  return adminFetch('/api/admin/settings/logo', { method: 'POST', body: form });
}

function removeBrandLogo(): Promise<SettingsAnswer> {
  return adminFetch('/api/admin/settings/logo', { method: 'DELETE' });
}

export const useUploadBrandLogo = () => useSettingsMutation(uploadBrandLogo);
export const useRemoveBrandLogo = () => useSettingsMutation(removeBrandLogo);
