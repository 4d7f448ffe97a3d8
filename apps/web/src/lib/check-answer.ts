// Development and tests only (called by endpoint.ts and the live-events connection behind import.meta.env.DEV,
// so production builds drop it): an answer or live event that does not match its schema in the endpoint map
// fails loudly, naming the call or event and the fields, instead of reaching a screen with a field missing or
// of another type.
import { allEndpoints, type LiveEventName, liveEventSchemas } from '@waka/shared';
import type { z } from 'zod';
import type { EndpointRef } from './endpoint';

export class AnswerMismatchError extends Error {
  override name = 'AnswerMismatchError';
}

export function checkAnswer(ref: EndpointRef, answer: unknown): void {
  const entry = allEndpoints().find((each) => each.method === ref.method && each.path === ref.path);
  if (!entry) throw new AnswerMismatchError(`${ref.method} ${ref.path} is not in the endpoint map`);
  if (!entry.answer) return;
  const result = entry.answer.safeParse(answer);
  if (result.success) return;
  throw new AnswerMismatchError(
    `${ref.method} ${ref.path} answered what its answer schema in the endpoint map does not allow: ${problems(result.error)}`,
  );
}

export function checkLiveEvent(name: LiveEventName, data: unknown): void {
  const result = liveEventSchemas[name].safeParse(data);
  if (result.success) return;
  throw new AnswerMismatchError(
    `The live event ${name} carried what its schema in the endpoint map does not allow: ${problems(result.error)}`,
  );
}

function problems(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`)
    .join('; ');
}
