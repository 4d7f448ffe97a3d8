// PUT /api/user/profile {language}: the account remembers the language, so e-mails, server messages and the
// next sign-in on any device use it.
import type { Language } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';

export function saveAccountLanguage(language: Language): Promise<unknown> {
  return apiRequest('/api/user/profile', { method: 'PUT', body: { language } });
}
