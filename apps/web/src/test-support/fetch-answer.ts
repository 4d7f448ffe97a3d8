// Web tests: `fetch` answering one JSON body, so a call's method, path, headers and body can be read back
// from the mock (restore with vi.unstubAllGlobals()).
import { vi } from 'vitest';

export function answerWith(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: URL, _init: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
