// PUT /api/user/profile {language}: the account remembers the language, so e-mails, server messages and the
// next sign-in on any device use it.
import type { Language } from '@waka/shared';
import { type AnswerOf, endpoint, request } from '../../../lib/api-client';

const updateProfileCall = endpoint('PUT', '/api/user/profile', 'signed-in');

export function saveAccountLanguage(language: Language): Promise<AnswerOf<typeof updateProfileCall>> {
  return request(updateProfileCall, { body: { language } });
}
