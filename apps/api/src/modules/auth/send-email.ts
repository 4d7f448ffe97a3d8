// Every e-mail goes out through sendEmail: it reads the brand in force and hands its name to the message
// (subjects and texts name the operator, not a fixed "Waka") and its colour and logo to the layout.
import type { FastifyInstance } from 'fastify';
import type { MailResult } from '../../providers/mail/mailer';
import { getBrand } from '../brand/brand';
import { type EmailParts, renderHtml, renderText } from './email-layout';

export interface ComposedEmail extends EmailParts {
  subject: string;
}

/** What sending an e-mail needs: the server passes itself; the admin CLI passes just these. */
export type MailDeps = Pick<FastifyInstance, 'mailer' | 'config' | 'database'>;

export async function sendEmail(
  app: MailDeps,
  to: string,
  compose: (appName: string) => ComposedEmail,
): Promise<MailResult> {
  const brand = await getBrand(app.database.db, app.config);
  const { subject, ...parts } = compose(brand.name);
  const layout = {
    name: brand.name,
    primaryColor: brand.primaryColor,
    logoUrl: brand.logoUrl ? `${app.config.publicUrl}${brand.logoUrl}` : null,
  };
  return app.mailer.send({ to, subject, text: renderText(parts, layout), html: renderHtml(parts, layout) });
}
