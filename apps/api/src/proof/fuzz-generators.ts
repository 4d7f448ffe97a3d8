// Hostile-input generators for the API fuzzer: values derived from a route's JSON schema, then broken in
// the ways clients (and attackers) break them. Seeded, so a failure can be replayed.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: Json[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  const?: Json;
}

/** mulberry32: small, fast, reproducible. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof createRandom>;

export const NASTY_STRINGS = [
  '',
  ' ',
  'a'.repeat(10_000),
  '😀🚗🏍️ Ọ̀rẹ́',
  '\u0000\u0001\u001f',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  '-1',
  '1e309',
  'NaN',
  'true',
  'null',
  '{"$gt":""}',
  '0'.repeat(12),
  '08012345678',
  'A@b.co',
] as const;

export const NASTY_NUMBERS = [
  0,
  -1,
  1,
  -0.000001,
  90.0000001,
  -180.5,
  181,
  1e308,
  -1e308,
  2 ** 53,
  0.1 + 0.2,
  499.99,
  500,
  500_001,
  9_999_999_999,
];

export function nastyValue(random: Random, depth = 0): Json {
  switch (random.int(depth > 2 ? 5 : 8)) {
    case 0:
      return random.pick(NASTY_STRINGS);
    case 1:
      return random.pick(NASTY_NUMBERS);
    case 2:
      return null;
    case 3:
      return random.chance(0.5);
    case 4:
      return random.pick(['x', 'rider', 'driver', 'biker', 'admin', 'success', '2020-01-01', '2099-12-31']);
    case 5:
      return Array.from({ length: random.int(4) }, () => nastyValue(random, depth + 1));
    case 6:
      // Own keys named __proto__ / constructor, as JSON.parse makes them: prototype pollution probes.
      return {
        ...JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}'),
        nested: nastyValue(random, depth + 1),
      };
    default:
      return deepNesting(50 + random.int(200));
  }
}

function deepNesting(levels: number): Json {
  let value: Json = 'deep';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

/** A value that satisfies the schema as well as we can guess (so mutations probe past the first check). */
export function plausibleValue(schema: JsonSchema | undefined, random: Random, key = ''): Json {
  if (!schema) return nastyValue(random);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return plausibleValue(random.pick(variants), random, key);
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const result: Record<string, Json> = {};
      for (const [name, child] of Object.entries(schema.properties ?? {})) {
        result[name] = plausibleValue(child, random, name);
      }
      return result;
    }
    case 'array':
      return Array.from({ length: 1 + random.int(3) }, () => plausibleValue(schema.items, random, key));
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (/lat/i.test(key) ? -90 : /lon|lng/i.test(key) ? -180 : 0);
      const max = schema.maximum ?? (/lat/i.test(key) ? 90 : /lon|lng/i.test(key) ? 180 : 5000);
      const value = min + random.next() * (max - min);
      return type === 'integer' ? Math.round(value) : value;
    }
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    default:
      return plausibleString(key, schema, random);
  }
}

function plausibleString(key: string, schema: JsonSchema, random: Random): string {
  if (schema.format === 'uuid' || /id$/i.test(key)) return crypto.randomUUID();
  if (/email/i.test(key)) return `fuzz${random.int(1e6)}@example.com`;
  if (/phone/i.test(key)) return `080${String(random.int(1e8)).padStart(8, '0')}`;
  if (/password/i.test(key)) return 'Fuzz#1234';
  if (/date/i.test(key)) return '2030-01-31';
  if (/otp/i.test(key)) return String(random.int(1e6)).padStart(6, '0');
  const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, 12));
  return 'f'.repeat(length);
}

/** Break a plausible object in one of many ways. */
export function mutate(value: Json, random: Random): Json {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return random.chance(0.5) ? nastyValue(random) : value;
  }
  const copy: Record<string, Json> = { ...value };
  const keys = Object.keys(copy);
  switch (random.int(6)) {
    case 0:
      if (keys.length) delete copy[random.pick(keys)];
      return copy;
    case 1:
      if (keys.length) copy[random.pick(keys)] = nastyValue(random);
      return copy;
    case 2:
      // Fields a body must never be able to set.
      copy[
        random.pick([
          'role',
          'approved',
          'isAdmin',
          'is_admin',
          'walletBalance',
          'id',
          '_id',
          'userId',
          'status',
        ])
      ] = random.pick([true, 'admin', 1e9, crypto.randomUUID(), 'completed']);
      return copy;
    case 3:
      for (const key of keys)
        if (copy[key] && typeof copy[key] === 'object') copy[key] = mutate(copy[key], random);
      return copy;
    case 4:
      return random.pick([[], 'string body', 42, null, true]);
    default:
      return copy;
  }
}
