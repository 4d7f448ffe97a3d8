// One error type, one handler (STYLE.md). Services throw AppError; the handler answers `{ message }`.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'unprocessable'
  | 'too_many_requests'
  | 'bad_gateway'
  | 'unavailable';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  too_many_requests: 429,
  bad_gateway: 502,
  unavailable: 503,
};

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** A validation issue as a sentence a person can act on, naming the field. */
function describeIssue(path: string, message: string): string {
  const field = path.replace(/^\//, '').replace(/\//g, '.');
  // Our own schema messages are whole sentences (spec §5 texts); zod's defaults need the field named.
  if (/[.!]$/.test(message) || field === '') return message;
  return `${field}: ${message}`;
}

const FASTIFY_CODE_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'Unsupported content type. Send JSON with Content-Type: application/json.',
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The JSON body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Send the file as multipart/form-data.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The file is too large.'],
  FST_PARTS_LIMIT: [413, 'Too many parts in the upload.'],
  FST_FILES_LIMIT: [413, 'Too many files in the upload.'],
  FST_FIELDS_LIMIT: [413, 'Too many fields in the upload.'],
  FST_ERR_VALIDATION: [400, 'The request is not valid.'],
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.'),
        message: describeIssue(issue.instancePath ?? '', issue.message ?? 'is not valid'),
      }));
      return reply.status(400).send({ message: errors[0]?.message ?? 'The request is not valid.', errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: INTERNAL_ERROR_MESSAGE });
    }
    const known = typeof error.code === 'string' ? FASTIFY_CODE_MESSAGES[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ message: known[1] });
    if (error instanceof SyntaxError || (error as { type?: string }).type === 'entity.parse.failed') {
      return reply.status(400).send({ message: 'The request body is not valid JSON.' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ message: error.message || 'Too many requests. Please wait and try again.' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message || 'The request is not valid.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: INTERNAL_ERROR_MESSAGE });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
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
