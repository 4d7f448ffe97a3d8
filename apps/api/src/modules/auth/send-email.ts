// Every e-mail goes out through sendEmail: it reads the brand in force and hands its name to the message
// (subjects and texts name the operator, not a fixed "Waka") and its colour and logo to the layout. Texts are
// written in English and sent in the reader's language: the recipient account's, or the one the caller names
// (a trusted contact reads the language of the person who added them), through the server catalogue.
import type { Language } from '@waka/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { translateMessage } from '../../i18n/translate';
import type { MailResult } from '../../providers/mail/mailer';
import { getBrand } from '../brand/brand';
import { type EmailParts, renderHtml, renderText } from './email-layout';

export interface ComposedEmail extends EmailParts {
  subject: string;
}

/** What sending an e-mail needs: the server passes itself; the admin CLI passes just these. */
export type MailDeps = Pick<FastifyInstance, 'mailer' | 'config' | 'database'>;

/** The language of the account with this e-mail address; English for an address with no account. */
async function languageOfAddress(app: MailDeps, email: string): Promise<Language> {
  const [row] = await app.database.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row?.language ?? 'en';
}

function inLanguage(email: ComposedEmail, language: Language): ComposedEmail {
  if (language === 'en') return email;
  const say = (text: string) => translateMessage(text, language);
  return {
    ...email,
    subject: say(email.subject),
    preheader: say(email.preheader),
    heading: say(email.heading),
    paragraphs: email.paragraphs.map(say),
  };
}

export async function sendEmail(
  app: MailDeps,
  to: string,
  compose: (appName: string) => ComposedEmail,
  options: { language?: Language } = {},
): Promise<MailResult> {
  const brand = await getBrand(app.database.db, app.config);
  const language = options.language ?? (await languageOfAddress(app, to));
  const { subject, ...parts } = inLanguage(compose(brand.name), language);
  const layout = {
    name: brand.name,
    primaryColor: brand.primaryColor,
    logoUrl: brand.logoUrl ? `${app.config.publicUrl}${brand.logoUrl}` : null,
  };
  return app.mailer.send({
    to,
    subject,
    text: renderText(parts, layout, language),
    html: renderHtml(parts, layout, language),
  });
}
