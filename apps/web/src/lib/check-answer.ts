// Development and tests only (called by endpoint.ts behind import.meta.env.DEV, so production builds drop it): an answer that does not
// match the endpoint map's answer schema fails loudly, naming the call and the fields, instead of reaching a
// screen with a field missing or of another type.
import { allEndpoints } from '@waka/shared';
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
  const problems = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
    .join('; ');
  throw new AnswerMismatchError(
    `${ref.method} ${ref.path} answered what its answer schema in the endpoint map does not allow: ${problems}`,
  );
}
