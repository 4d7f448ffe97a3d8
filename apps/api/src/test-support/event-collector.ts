// Test support for the hub tests: a Writable standing in for an HTTP response, parsed the way EventSource does.
import { Writable } from 'node:stream';
import type { LiveEventMap } from '@waka/shared';

export interface WrittenEvent {
  id: number;
  event: string;
  data: unknown;
}

export class Collector extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: string, callback: () => void) {
    this.text += chunk.toString();
    callback();
  }
  /** Every block that carries an id, the `ready` resume point included. */
  events(): WrittenEvent[] {
    return [...this.text.matchAll(/^id: (\d+)\nevent: (\S+)\ndata: (.*)$/gm)].map((m) => ({
      id: Number(m[1]),
      event: m[2]!,
      data: JSON.parse(m[3]!),
    }));
  }
  /** Ids of the published events received (the `ready` line excluded). */
  ids(): number[] {
    return this.events()
      .filter((e) => e.event !== 'ready')
      .map((e) => e.id);
  }
}

export async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A `notification` event's payload for the transport tests: `_id` says which one, `message` pads its size. */
export function notice(id: string | number, message = ''): LiveEventMap['notification'] {
  return { _id: String(id), message, createdAt: '2026-01-01T00:00:00.000Z' };
}
