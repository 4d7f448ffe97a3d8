// The shared validation and error texts (MSG) are English sentences that validation helpers and the API client
// return. Shown to a person, each goes through its catalogue entry `messages.<key>`; any other text is shown
// as it came (the server has already answered in the reader's language).
import { MSG } from '@waka/shared';
import { i18n } from './i18n';

type MessageKey = keyof typeof MSG;
const KEY_BY_TEXT = new Map<string, MessageKey>(
  (Object.entries(MSG) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

export function localizeMessage(text: string): string {
  const key = KEY_BY_TEXT.get(text);
  return key ? i18n.t(`messages.${key}`) : text;
}
