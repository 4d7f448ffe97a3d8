// DELETE /api/admin/settings/logo — back to the brand name alone (audited).
import { adminRequest, endpoint } from '../lib/admin-fetch';
import { useSettingsMutation } from './update-settings';

const removeLogoCall = endpoint('DELETE', '/api/admin/settings/logo', 'admin');

export function removeBrandLogo() {
  return adminRequest(removeLogoCall);
}

export const useRemoveBrandLogo = () => useSettingsMutation(removeBrandLogo);
