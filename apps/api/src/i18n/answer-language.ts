// Every answer's `message` (each validation error's, a zone restriction's) in the reader's language: the
// signed-in account's, else the request's Accept-Language (the web app sends its chosen language), else
// English. The account's language comes with the cached session row, so this reads nothing per request.
import { type Language, languageFromAcceptLanguage } from '@waka/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translateMessage } from './translate';

export function requestLanguage(request: FastifyRequest): Language {
  return request.user?.language ?? languageFromAcceptLanguage(request.headers['accept-language']);
}

type Answer = Record<string, unknown>;

function isObject(value: unknown): value is Answer {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const hasMessage = (value: unknown): value is Answer & { message: string } =>
  isObject(value) && typeof value.message === 'string';

const hasDescription = (value: unknown): value is Answer & { description: string } =>
  isObject(value) && typeof value.description === 'string';

/**
 * The answer with its readable texts in `language`: its message, each field error's, a zone restriction's,
 * and each wallet transaction's description (an operator's own adjustment text stays as written).
 */
function translateAnswer(answer: Answer, language: Language): Answer {
  const say = (item: unknown) =>
    hasMessage(item) ? { ...item, message: translateMessage(item.message, language) } : item;
  const describe = (item: unknown) =>
    hasDescription(item) ? { ...item, description: translateMessage(item.description, language) } : item;
  const translated = say(answer) as Answer;
  if (Array.isArray(answer.errors)) translated.errors = answer.errors.map(say);
  if (hasMessage(answer.restriction)) translated.restriction = say(answer.restriction);
  if (Array.isArray(answer.transactions)) translated.transactions = answer.transactions.map(describe);
  return translated;
}

export function registerAnswerLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!isObject(payload)) return payload;
    if (!(hasMessage(payload) || hasMessage(payload.restriction) || Array.isArray(payload.transactions)))
      return payload;
    const language = requestLanguage(request);
    return language === 'en' ? payload : translateAnswer(payload, language);
  });
}
