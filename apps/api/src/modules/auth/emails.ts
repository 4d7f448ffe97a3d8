// The e-mails of the accounts feature. The code leads the subject so a phone's notification shows it.
// sendAccountReviewEmail is also used by the admin feature (approval or rejection of a driver or biker).
import type { FastifyInstance } from 'fastify';
import type { MailResult } from '../../providers/mail/mailer';
import { type EmailParts, renderHtml, renderText } from './email-layout';
import type { OtpPurpose } from './otp';

function send(app: FastifyInstance, to: string, subject: string, parts: EmailParts): Promise<MailResult> {
  return app.mailer.send({ to, subject, text: renderText(parts), html: renderHtml(parts) });
}

export function sendCodeEmail(
  app: FastifyInstance,
  input: { to: string; name: string; code: string; purpose: OtpPurpose },
): Promise<MailResult> {
  const isReset = input.purpose === 'reset';
  const subject = `${input.code} is your Waka ${isReset ? 'password reset' : 'verification'} code`;
  return send(app, input.to, subject, {
    preheader: `${input.code} — valid for 10 minutes.`,
    heading: isReset ? 'Reset your Waka password' : 'Welcome to Waka',
    code: input.code,
    paragraphs: [
      `Hello ${input.name},`,
      isReset
        ? 'Enter this code in Waka to choose a new password. It works once and expires in 10 minutes.'
        : 'Enter this code in Waka to verify your email address. It works once and expires in 10 minutes.',
      'If you did not ask for it, ignore this e-mail; nobody can use your account without the code.',
    ],
  });
}

export function sendAccountReviewEmail(
  app: FastifyInstance,
  input: { to: string; name: string; approved: boolean; reason?: string | null },
): Promise<MailResult> {
  const subject = input.approved ? 'Your Waka account is approved' : 'Your Waka account needs attention';
  const paragraphs = input.approved
    ? [
        `Hello ${input.name},`,
        'Good news: your driver details were approved. Log in to Waka, fund your wallet and start receiving ride requests.',
      ]
    : [
        `Hello ${input.name},`,
        'We could not approve your details yet.',
        ...(input.reason ? [`Reason: ${input.reason}`] : []),
        'Please update your details in Waka and submit them again, or contact support from Settings.',
      ];
  return send(app, input.to, subject, {
    preheader: subject,
    heading: input.approved ? 'You are approved' : 'Approval not granted',
    paragraphs,
  });
}

export function sendSignInWarningEmail(
  app: FastifyInstance,
  input: { to: string; name: string; address: string; failures: number },
): Promise<MailResult> {
  const subject = 'Someone is trying to sign in to your Waka account';
  return send(app, input.to, subject, {
    preheader: subject,
    heading: 'Failed sign-in attempts',
    paragraphs: [
      `Hello ${input.name},`,
      `There were ${input.failures} wrong passwords for your account from the network address ${input.address}. That address now has to wait longer between tries; you can still sign in from your own device.`,
      'If this was not you, choose a new password with Forgot Password. If it was you, you can ignore this e-mail.',
    ],
  });
}

export function sendPasswordChangedEmail(
  app: FastifyInstance,
  input: { to: string; name: string },
): Promise<MailResult> {
  const subject = 'Your Waka password was changed';
  return send(app, input.to, subject, {
    preheader: subject,
    heading: 'Password changed',
    paragraphs: [
      `Hello ${input.name},`,
      'The password of your Waka account was just changed from your profile, and every other signed-in device was signed out.',
      'If this was not you, choose a new password at once with Forgot Password and contact support from Settings.',
    ],
  });
}
