// A tiny round-robin HTTP proxy for the two-instance proof: each request goes to the next
// upstream in turn; answers, Server-Sent Events included, are streamed back chunk by chunk. It tags every
// answer with `x-upstream` so a test knows which instance served it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Index of the upstream the next request will go to. */
  next(): number;
  /** Requests sent to each upstream so far. */
  counts: number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let turn = 0;
  const counts = upstreams.map(() => 0);
  const agent = new http.Agent({ keepAlive: false });
  const server = http.createServer((req, res) => {
    const index = turn++ % upstreams.length;
    counts[index]! += 1;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const upstream = http.request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host }, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(index) });
        res.flushHeaders();
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'The upstream instance did not answer.' }));
    });
    // The client went away (e.g. closed its event stream): close the upstream side too.
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    next: () => turn % upstreams.length,
    counts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
