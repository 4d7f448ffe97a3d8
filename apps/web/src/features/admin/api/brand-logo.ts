// POST and DELETE /api/admin/settings/logo — the operator's logo (re-encoded by the server; audited).
import { adminRequest, endpoint } from '../lib/admin-fetch';
import { useSettingsMutation } from './update-settings';

const uploadLogoCall = endpoint('POST', '/api/admin/settings/logo', 'admin');
const removeLogoCall = endpoint('DELETE', '/api/admin/settings/logo', 'admin');

function uploadBrandLogo(file: Blob) {
  const form = new FormData();
  form.append('file', file);
  return adminRequest(uploadLogoCall, { body: form });
}

function removeBrandLogo() {
  return adminRequest(removeLogoCall);
}

export const useUploadBrandLogo = () => useSettingsMutation(uploadBrandLogo);
export const useRemoveBrandLogo = () => useSettingsMutation(removeBrandLogo);
