// Writes every JSON answer with fast-json-stringify, compiled once per answer schema from the Zod schema's
// JSON Schema (docs/decisions/215). Fastify does the same for routes declared in JSON Schema; with Zod
// schemas, fastify-type-provider-zod's serializer ran a full Zod encode of every answer and then
// JSON.stringify, a fifth of the server's CPU on a nearby search of twenty bikers.
//
// Like the Zod serializer, the compiled one writes only the fields the schema declares (an extra field a
// handler returns, a hash or an internal flag, never leaves the server) and refuses an answer that lacks a
// required field. Unlike Zod it does not check formats and ranges on the way out: the schemas describe
// answers the server builds itself. The test harness compares both serializers on every answer the API
// tests receive (`compareWithZod`), so a schema the two read differently fails a test.

import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

const compiled = new WeakMap<z.ZodType, Serialize>();

/** fast-json-stringify compiled from the schema's output JSON Schema, once per schema object. */
export function compileAnswerSerializer(schema: z.ZodType): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    serialize = fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Serialize;
    compiled.set(schema, serialize);
  }
  return serialize;
}

export interface AnswerSerializerOptions {
  /** Also run the Zod serializer on every answer and throw when the two texts mean different things. */
  compareWithZod?: boolean;
}

export function answerSerializerCompiler(
  options: AnswerSerializerOptions = {},
): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const serialize = compileAnswerSerializer(route.schema);
    if (!options.compareWithZod) return serialize;
    const zodSerialize = zodSerializerCompiler(route) as Serialize;
    return (data) => {
      const text = serialize(data);
      const expected = zodSerialize(data);
      if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url} ${route.httpStatus}: the compiled serializer wrote ${text}, Zod wrote ${expected}`,
        );
      }
      return text;
    };
  };
}
