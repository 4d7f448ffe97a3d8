// A loopback TCP relay in front of the app that counts every byte the server sends to the browser: what a
// phone would pay for on the wire (headers included, after compression), whoever asked for it — the page,
// its service worker or the browser's own update check.
import net from 'node:net';

export interface WireCounter {
  baseUrl: string;
  /** Bytes sent by the server since the last reset. */
  bytes(): number;
  reset(): void;
  close(): Promise<void>;
}

export async function startWireCounter(target: { host: string; port: number }): Promise<WireCounter> {
  let received = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    upstream.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    bytes: () => received,
    reset() {
      received = 0;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
