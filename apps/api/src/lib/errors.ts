// One error type, one handler. Services throw AppError; every error answer is `{ message, code }` (a request
// that fails its schema adds `errors`, one per field). docs/architecture.md, "Errors".
import { ERROR_STATUS, type ErrorCode, type ErrorResponse } from '@waka/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** The one error type: a stable code (listed in packages/shared/src/errors.ts), its status, a message. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** A validation issue as a sentence a person can act on, naming the field. */
function describeIssue(path: string, message: string): string {
  const field = path.replace(/^\//, '').replace(/\//g, '.');
  // Our own schema messages are whole sentences the forms show as they are; zod's defaults need the field named.
  if (/[.!]$/.test(message) || field === '') return message;
  return `${field}: ${message}`;
}

const FASTIFY_CODE_MESSAGES: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    'unsupported_media_type',
    'Unsupported content type. Send JSON with Content-Type: application/json.',
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: ['payload_too_large', 'The request body is too large.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['bad_request', 'The JSON body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['bad_request', 'The request body is not valid JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['bad_request', 'The Content-Length header does not match the body.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['unsupported_media_type', 'Send the file as multipart/form-data.'],
  FST_REQ_FILE_TOO_LARGE: ['payload_too_large', 'The file is too large.'],
  FST_PARTS_LIMIT: ['payload_too_large', 'Too many parts in the upload.'],
  FST_FILES_LIMIT: ['payload_too_large', 'Too many files in the upload.'],
  FST_FIELDS_LIMIT: ['payload_too_large', 'Too many fields in the upload.'],
  FST_ERR_VALIDATION: ['validation_failed', 'The request is not valid.'],
};

/** An error answer; the one place its shape is written. */
function answer(code: ErrorCode, message: string, extra: Pick<ErrorResponse, 'errors'> = {}): ErrorResponse {
  return { message, code, ...extra };
}

/** The code of a status some library chose (rate limits, multipart, 4xx from plugins). */
function codeOfStatus(status: number): ErrorCode {
  const general = ['bad_request', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'gone'] as const;
  const fit = general.find((code) => ERROR_STATUS[code] === status);
  if (fit) return fit;
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'too_many_requests';
  return status >= 500 ? 'internal' : 'bad_request';
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.statusCode).headers(error.headers).send(answer(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.'),
        message: describeIssue(issue.instancePath ?? '', issue.message ?? 'is not valid'),
      }));
      const message = errors[0]?.message ?? 'The request is not valid.';
      return reply.status(400).send(answer('validation_failed', message, { errors }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(answer('internal', INTERNAL_ERROR_MESSAGE));
    }
    const known = typeof error.code === 'string' ? FASTIFY_CODE_MESSAGES[error.code] : undefined;
    if (known) return reply.status(ERROR_STATUS[known[0]]).send(answer(known[0], known[1]));
    if (error instanceof SyntaxError || (error as { type?: string }).type === 'entity.parse.failed') {
      return reply.status(400).send(answer('bad_request', 'The request body is not valid JSON.'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const message = error.message || 'Too many requests. Please wait and try again.';
      return reply.status(429).send(answer('too_many_requests', message));
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send(answer(codeOfStatus(status), error.message || 'The request is not valid.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(answer('internal', INTERNAL_ERROR_MESSAGE));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(notFoundAnswer(`Not found: ${request.method} ${request.url.split('?')[0]}`));
  });
}

/**
 * Errors the router raises before any hook runs (a malformed URL, a path parameter over the length limit):
 * the same answer shape, with Fastify's own message.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  const code: ErrorCode = status === 414 ? 'uri_too_long' : codeOfStatus(status);
  reply.status(status).send(answer(code, error.message));
}

/** The answer for a path nothing serves (also used by the single-page app's fallback). */
export function notFoundAnswer(message: string): ErrorResponse {
  return answer('not_found', message);
}

/** Postgres unique violation (node-postgres and PGlite both expose `code`). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const candidate = findPgError(error);
  if (candidate?.code !== '23505') return false;
  return (
    constraint === undefined ||
    candidate.constraint === constraint ||
    candidate.message?.includes(constraint) === true
  );
}

function findPgError(error: unknown): { code?: string; constraint?: string; message?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const value = current as { code?: unknown; constraint?: string; message?: string; cause?: unknown };
    if (typeof value.code === 'string' && /^[0-9A-Z]{5}$/.test(value.code)) {
      return value as { code: string; constraint?: string; message?: string };
    }
    current = value.cause;
  }
  return undefined;
}
