// Test helper: a local stand-in of an outside HTTP API on 127.0.0.1 (never the real service).
// Records every request so tests can see what was sent, and can answer, fail, or hang on demand.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInHandler = (url: URL, request: IncomingMessage, response: ServerResponse) => void;

export interface StandIn {
  url: string;
  requests: URL[];
  setHandler(handler: StandInHandler): void;
  close(): Promise<void>;
}

export const answerJson =
  (body: unknown, status = 200): StandInHandler =>
  (_url, _request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

/** Accepts the request and never answers (a provider that hangs). */
export const hang: StandInHandler = () => undefined;

export async function startStandIn(handler: StandInHandler): Promise<StandIn> {
  let current = handler;
  const requests: URL[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    current(url, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setHandler: (next) => {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
