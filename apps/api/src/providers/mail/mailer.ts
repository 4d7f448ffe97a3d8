// E-mail behind one interface: nodemailer over SMTP_URL; without it (never in production, config.ts refuses
// to start), an outbox table that a person trying the app offline reads at /api/dev/outbox. The log never
// carries a subject or a body: both can hold a one-time code, and whoever reads logs must not be able to
// take over accounts.

import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailResult {
  delivered: boolean;
  /** Why it was not delivered (SMTP refused or unreachable). */
  error?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<MailResult>;
  close(): Promise<void>;
}

export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) return createSmtpMailer(config.SMTP_URL, config.MAIL_FROM, db, log);
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(mailOutbox).values({ ...message, status: 'outbox' });
      log.info({ to: message.to }, 'mail kept in the outbox (development: read it at /api/dev/outbox)');
      return { delivered: true };
    },
    async close() {},
  };
}

function createSmtpMailer(smtpUrl: string, from: string, db: Db, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as never);
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({ from, ...message });
        return { delivered: true };
      } catch (error) {
        const reason = (error as Error).message;
        log.warn({ to: message.to, err: error }, 'SMTP refused a message');
        await db
          .insert(mailOutbox)
          .values({ ...message, status: 'failed', error: reason })
          .catch(() => {});
        return { delivered: false, error: reason };
      }
    },
    async close() {
      transport.close();
    },
  };
}
