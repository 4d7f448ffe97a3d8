// POST /api/admin/settings/logo — the operator's logo (multipart "file"; re-encoded by the server; audited).
import { adminRequest, endpoint } from '../lib/admin-fetch';
import { useSettingsMutation } from './update-settings';

const uploadLogoCall = endpoint('POST', '/api/admin/settings/logo', 'admin');

export function uploadBrandLogo(file: Blob) {
  const form = new FormData();
  form.append('file', file);
  return adminRequest(uploadLogoCall, { body: form });
}

export const useUploadBrandLogo = () => useSettingsMutation(uploadBrandLogo);
