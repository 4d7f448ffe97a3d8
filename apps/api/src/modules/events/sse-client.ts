// A minimal EventSource for tests: a real HTTP connection, parsed as the browser would (id/event/data).
import http from 'node:http';

export interface ReceivedEvent {
  id?: string;
  event: string;
  data: Record<string, unknown>;
}

export interface EventStreamClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: ReceivedEvent[];
  comments: string[];
  waitFor(predicate: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Everything received so far, as text (the JSON body of a refused stream). */
  text(): string;
  /** Resolves when the server ends the stream (or the connection drops). */
  ended: Promise<void>;
  close(): void;
}

export function openEventStream(
  url: string,
  headers: Record<string, string> = {},
  /** A loopback source address (127.0.0.x), for tests of per-address limits. */
  localAddress?: string,
): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const options = { headers: { accept: 'text/event-stream', ...headers }, localAddress };
    const request = http.get(url, options, (response) => {
      const events: ReceivedEvent[] = [];
      const comments: string[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let all = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        all += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const parsed: Partial<ReceivedEvent> & { dataText?: string } = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) parsed.id = line.slice(4);
            else if (line.startsWith('event: ')) parsed.event = line.slice(7);
            else if (line.startsWith('data: ')) parsed.dataText = line.slice(6);
          }
          if (parsed.dataText !== undefined) {
            events.push({
              id: parsed.id,
              event: parsed.event ?? 'message',
              data: JSON.parse(parsed.dataText),
            });
          }
          for (const wake of waiters) wake();
        }
      });
      const ended = new Promise<void>((done) => {
        response.on('end', done);
        response.on('close', done);
      });
      resolve({
        ended,
        text: () => all,
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        comments,
        waitFor(predicate, timeoutMs = 5000) {
          return new Promise((done, fail) => {
            const check = () => {
              const found = events.find(predicate);
              if (!found) return false;
              waiters.delete(check);
              clearTimeout(timer);
              done(found);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        close() {
          request.destroy();
        },
      });
    });
    request.on('error', reject);
  });
}
