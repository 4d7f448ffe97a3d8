// The compiled answer serializer writes what the Zod serializer wrote: the same fields, nothing undeclared,
// and no answer without its required fields. The API tests compare the two on every answer they receive;
// these tests pin the rules themselves and drive the hottest answer (a nearby search) with random values.
import { nearbyBikersResponseSchema } from '@waka/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler, compileAnswerSerializer } from './answer-serializer';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/api/example', httpStatus: '200' });

const text = fc.string({ unit: 'grapheme', maxLength: 40 });
const biker = fc.record(
  {
    name: text,
    bikerId: fc.record({ _id: fc.uuid() }),
    phoneNumber: text,
    latitude: fc.double({ min: -90, max: 90, noNaN: true }),
    longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    distanceMeters: fc.integer({ min: 0, max: 15_000 }),
    rating: fc.option(fc.double({ min: 1, max: 5, noNaN: true })),
    ratingCount: fc.nat(),
  },
  { requiredKeys: ['name', 'bikerId', 'latitude', 'longitude', 'distanceMeters'] },
);
const nearbyAnswer = fc.record(
  {
    bikers: fc.array(biker, { maxLength: 20 }),
    restriction: fc.record({
      zone: fc.record({ _id: fc.uuid(), name: text }),
      where: fc.constantFrom('pickup', 'destination', 'path', 'position'),
      message: text,
    }),
  },
  { requiredKeys: ['bikers'] },
);

describe('the compiled answer serializer', () => {
  it('writes a nearby answer exactly as Zod does, for any bikers', () => {
    const serialize = compileAnswerSerializer(nearbyBikersResponseSchema);
    fc.assert(
      fc.property(nearbyAnswer, (answer) => {
        expect(JSON.parse(serialize(answer))).toEqual(
          JSON.parse(JSON.stringify(z.encode(nearbyBikersResponseSchema, answer))),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('leaves out every field the schema does not declare', () => {
    const serialize = compileAnswerSerializer(z.object({ user: z.object({ name: z.string() }) }));
    expect(JSON.parse(serialize({ user: { name: 'Ada', passwordHash: 'x' }, internal: true }))).toEqual({
      user: { name: 'Ada' },
    });
  });

  it('refuses an answer without a required field', () => {
    const serialize = compileAnswerSerializer(z.object({ message: z.string() }));
    expect(() => serialize({})).toThrow(/message/);
  });

  it('compiles one serializer per schema', () => {
    const schema = z.object({ message: z.string() });
    expect(compileAnswerSerializer(schema)).toBe(compileAnswerSerializer(schema));
  });

  it('with compareWithZod, fails an answer the two serializers write differently', () => {
    // A union of objects: Zod keeps the first branch that parses (and drops `b`), the JSON Schema
    // serializer the first branch that validates (and keeps it). The comparison must notice.
    const schema = z.union([z.object({ a: z.string() }), z.object({ a: z.string(), b: z.string() })]);
    const checked = answerSerializerCompiler({ compareWithZod: true })(route(schema));
    expect(() => checked({ a: 'x', b: 'y' })).toThrow(
      /compiled serializer wrote \{"a":"x","b":"y"\}, Zod wrote \{"a":"x"\}/,
    );
    expect(checked({ a: 'x' })).toBe('{"a":"x"}');
  });
});
