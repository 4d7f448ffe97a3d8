// What an error may say in the log. Drizzle's "Failed query" errors carry the query's parameters (a
// password hash, an e-mail, a code) in `params` and in their message, and PostgreSQL's `detail` can quote a
// whole row ("Failing row contains …"); none of that may reach a log. The SQL text, codes and stack stay.
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
const HIDDEN_KEYS = new Set(['params', 'detail', 'parameters', 'values', 'cause']);

const clean = (text: unknown) =>
  typeof text === 'string' ? text.replace(PARAMS_IN_TEXT, '\nparams: [not logged]') : undefined;

export function errorSerializer(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === 'object' ? '[not an Error: not logged]' : error;
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? 'Error',
    message: clean(error.message),
    stack: clean(error.stack),
  };
  // Plain fields only (code, constraint, table, statusCode): objects may hold request data.
  for (const [key, value] of Object.entries(error)) {
    if (HIDDEN_KEYS.has(key) || (typeof value === 'object' && value !== null)) continue;
    if (typeof value !== 'function') out[key] = value;
  }
  if (error.cause !== undefined && depth < 4) out.cause = errorSerializer(error.cause, depth + 1);
  return out;
}
