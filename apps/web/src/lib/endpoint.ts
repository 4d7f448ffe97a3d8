// A call of the endpoint map (@waka/shared `endpoints`) as the web app names it: method, path and access,
// each checked by the compiler against the map's entry, and the entry's input and answer types. Only types
// come from the map here: the map holds every zod schema, which would put zod and all the schemas into the
// first screens (docs/decisions/172). In development and tests the answer is checked against the entry's
// schema (check-answer.ts, which production builds leave out).
import type { EndpointAnswer, EndpointInput, endpoints } from '@waka/shared';
import { checkAnswer } from './check-answer';
import type { HttpRequest } from './http';

type EndpointMap = typeof endpoints;
type AnyEntry = { [G in keyof EndpointMap]: EndpointMap[G][keyof EndpointMap[G]] }[keyof EndpointMap];

/** The map's entry served at `method path` (a method and a path name one entry). */
export type EntryAt<M extends string, P extends string> = Extract<AnyEntry, { method: M; path: P }>;

export interface EndpointRef<E extends AnyEntry = AnyEntry> {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly access: E['access'];
}

/**
 * Names one call of the map: `endpoint('GET', '/api/role', 'signed-in')`. A method, path or access that
 * differs from the map's entry does not compile.
 */
export function endpoint<
  const M extends AnyEntry['method'],
  const P extends Extract<AnyEntry, { method: M }>['path'],
>(method: M, path: P, access: EntryAt<M, P>['access']): EndpointRef<EntryAt<M, P>> {
  return { method, path, access } as EndpointRef<EntryAt<M, P>>;
}

type EntryOf<R> = R extends EndpointRef<infer E> ? E : never;

/** What the call sends: `{ params?, query?, body? }`; an upload sends its FormData as `body`. */
export type InputOf<R extends EndpointRef> =
  EntryOf<R> extends { multipart: true }
    ? Omit<EndpointInput<EntryOf<R>>, 'body'> & { body: FormData }
    : EndpointInput<EntryOf<R>>;

export type BodyOf<R extends EndpointRef> = InputOf<R> extends { body: infer B } ? B : never;
export type QueryOf<R extends EndpointRef> = InputOf<R> extends { query: infer Q } ? Q : never;

/** What a successful call answers, as the map's answer schema describes it. */
export type AnswerOf<R extends EndpointRef> = EndpointAnswer<EntryOf<R>>;

/** The input argument: optional when the call takes nothing required. */
export type InputArgs<R extends EndpointRef, Options> =
  Record<never, never> extends InputOf<R>
    ? [input?: InputOf<R>, options?: Options]
    : [input: InputOf<R>, options?: Options];

/** Sends one call through a client's transport (the app's or the console's). */
export type Transport = (path: string, request: HttpRequest) => Promise<unknown>;

interface CallParts {
  params?: Record<string, unknown>;
  query?: HttpRequest['query'];
  body?: unknown;
}

export async function callEndpoint<R extends EndpointRef>(
  ref: R,
  input: InputOf<R> | undefined,
  request: Pick<HttpRequest, 'signal' | 'token'>,
  send: Transport,
): Promise<AnswerOf<R>> {
  const parts = input as CallParts | undefined;
  // `/api/status/:id` + { id: 'a/b' } → `/api/status/a%2Fb` (the types require every parameter).
  const path = ref.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(parts?.params?.[name])),
  );
  const answer = await send(path, {
    ...request,
    method: ref.method,
    query: parts?.query,
    body: parts?.body,
  });
  // Production builds drop this branch, and with it check-answer.ts and the schemas: the answer is trusted there.
  if (import.meta.env.DEV) checkAnswer(ref, answer);
  return answer as AnswerOf<R>;
}
