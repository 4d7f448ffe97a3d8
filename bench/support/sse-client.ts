// Thousands of EventSource-like connections from one process (node:http, no per-stream parsing beyond what
// is needed): each records when a chunk carrying a marker first arrives, plus every parsed event for the
// soak and two-instance checks.
import http from 'node:http';

export interface Stream {
  /** performance.now() when the marker was first seen, or undefined. */
  markedAt?: number;
  events: { id?: string; event: string; data: string; at?: number }[];
  closed: boolean;
  close(): void;
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

/** Open one stream; resolves once the response headers and the ": connected" comment arrived. */
export function openStream(
  url: string,
  options: {
    marker?: () => string | undefined;
    lastEventId?: string;
    onClose?: () => void;
    events?: Stream['events'];
  } = {},
): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
    const request = http.get(url, { agent, headers }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`stream answered ${response.statusCode}`));
        return;
      }
      const stream: Stream = { events: options.events ?? [], closed: false, close: () => request.destroy() };
      let buffer = '';
      let connected = false;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        const marker = options.marker?.();
        if (marker && stream.markedAt === undefined && buffer.includes(marker))
          stream.markedAt = performance.now();
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          if (block.includes(': connected') && !connected) {
            connected = true;
            request.setTimeout(0);
            resolve(stream);
          }
          const event: { id?: string; event: string; data?: string; at?: number } = {
            event: 'message',
            at: Date.now(),
          };
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) event.data = line.slice(6);
          }
          if (event.data !== undefined) stream.events.push(event as Stream['events'][number]);
        }
      });
      response.on('close', () => {
        stream.closed = true;
        // Ended before ": connected" (e.g. a server shutting down): a failed attempt, not a stream.
        if (!connected) reject(new Error('stream closed before it was connected'));
        else options.onClose?.();
      });
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error('stream did not open within 30 s')));
  });
}

/** Open `urls.length` streams, `concurrency` handshakes at a time. */
export async function openStreams(
  urls: string[],
  options: { concurrency?: number; marker?: () => string | undefined } = {},
): Promise<Stream[]> {
  const streams: Stream[] = new Array(urls.length);
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const i = next++;
      streams[i] = await openStream(urls[i]!, { marker: options.marker });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 100 }, worker));
  return streams;
}

/** A stream that reopens itself (with Last-Event-ID, as EventSource does) until stopped; keeps every event. */
export function reconnectingStream(url: () => string) {
  const events: Stream['events'] = [];
  let current: Stream | undefined;
  let stopped = false;
  let reconnects = 0;
  const timeline: string[] = [];
  const lastId = () => events.at(-1)?.id;
  const connect = async (): Promise<void> => {
    while (!stopped) {
      try {
        const stream = await openStream(url(), {
          lastEventId: lastId(),
          events,
          onClose: () => {
            timeline.push(`closed ${Date.now()}`);
            if (stopped) return;
            reconnects++;
            setTimeout(() => void connect(), 300);
          },
        });
        current = stream;
        timeline.push(`open ${Date.now()} last ${lastId()}`);
        if (stopped) stream.close();
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    }
  };
  return {
    events,
    ready: connect(),
    reconnects: () => reconnects,
    timeline,
    stop() {
      stopped = true;
      current?.close();
    },
  };
}
