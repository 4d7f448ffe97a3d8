// A real SMTP server on loopback that keeps every message it receives, so tests read codes from e-mail.
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  raw: string;
}

export interface MailCatcher {
  port: number;
  messages: CaughtMail[];
  /** Waits for the newest message to `to` and returns the first 6-digit code in it. */
  waitForCode(to: string, timeoutMs?: number, after?: number): Promise<string>;
  stop(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        for (const recipient of session.envelope.rcptTo)
          messages.push({ to: recipient.address.toLowerCase(), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    messages,
    async waitForCode(to, timeoutMs = 10_000, after = 0) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mine = messages.slice(after).filter((m) => m.to === to.toLowerCase());
        const last = mine.at(-1);
        const code = last?.raw.match(/\b(\d{6})\b/)?.[1];
        if (code) return code;
        if (Date.now() > deadline) throw new Error(`no code e-mailed to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
