// Request and response schemas of the support calls.
import { z } from 'zod';
import { MSG } from '../messages';

export const SUPPORT_SUBJECT_MAX_LENGTH = 150;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

// The "both required" rule is checked on the whole object so the answer is the spec's exact text.
export const supportMessageBodySchema = z
  .object({
    subject: z
      .string()
      .trim()
      .max(
        SUPPORT_SUBJECT_MAX_LENGTH,
        `The subject must be at most ${SUPPORT_SUBJECT_MAX_LENGTH} characters.`,
      )
      .optional(),
    message: z
      .string()
      .trim()
      .max(
        SUPPORT_MESSAGE_MAX_LENGTH,
        `The message must be at most ${SUPPORT_MESSAGE_MAX_LENGTH} characters.`,
      )
      .optional(),
  })
  .refine((body) => Boolean(body.subject) && Boolean(body.message), { message: MSG.supportBothRequired });
export type SupportMessageBody = z.infer<typeof supportMessageBodySchema>;

/** The support form's success text. */
export const SUPPORT_SENT_MESSAGE = 'Your message has been sent!';
