// Text fields refuse control characters: PostgreSQL cannot store NUL in text (a 500 before this check), and
// the others have no business in a name, a note or an e-mail. Tab, line feed and carriage return stay
// allowed, so multi-line text (support messages, notes, reasons) keeps its line breaks; see
// docs/decisions/102.
import { z } from 'zod';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const CONTROL_CHARACTER_PATTERN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The path of the first string (or object key) holding a control character, or undefined. */
export function findControlCharacter(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER_PATTERN.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTER_PATTERN.test(key)) return [...path, key];
      const found = findControlCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

export function controlCharacterMessage(path: (string | number)[]): string {
  const field = path.length > 0 ? path.join('.') : 'The request';
  return `${field} contains a control character (such as NUL), which is not allowed. Remove it and try again.`;
}

/** Put in front of any request schema: refuses control characters anywhere, naming the field. */
export const noControlCharacters = z.unknown().superRefine((value, ctx) => {
  const path = findControlCharacter(value);
  if (path) ctx.addIssue({ code: 'custom', path, message: controlCharacterMessage(path) });
});
