// Request validation: every body, query and path parameter is first checked for control characters (one
// place, so no route can forget it; docs/decisions/102), then by the route's own zod schema.
import { noControlCharacters } from '@waka/shared';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

export const guardedValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) =>
  validatorCompiler({ ...route, schema: noControlCharacters.pipe(route.schema) });
