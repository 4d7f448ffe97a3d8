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
  close(): void;
}

export function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const events: ReceivedEvent[] = [];
      const comments: string[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
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
      resolve({
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
