// The e-mails of the accounts feature. The code leads the subject so a phone's notification shows it.
// sendAccountReviewEmail is also used by the admin feature (approval or rejection of a driver or bike rider).
import type { MailResult } from '../../providers/mail/mailer';
import type { OtpPurpose } from './otp';
import { type MailDeps, sendEmail } from './send-email';

export function sendCodeEmail(
  app: MailDeps,
  input: { to: string; name: string; code: string; purpose: OtpPurpose },
): Promise<MailResult> {
  const isReset = input.purpose === 'reset';
  return sendEmail(app, input.to, (appName) => ({
    subject: `${input.code} is your ${appName} ${isReset ? 'password reset' : 'verification'} code`,
    preheader: `${input.code} — valid for 10 minutes.`,
    heading: isReset ? `Reset your ${appName} password` : `Welcome to ${appName}`,
    code: input.code,
    paragraphs: [
      `Hello ${input.name},`,
      isReset
        ? `Enter this code in ${appName} to choose a new password. It works once and expires in 10 minutes.`
        : `Enter this code in ${appName} to verify your email address. It works once and expires in 10 minutes.`,
      'If you did not ask for it, ignore this e-mail; nobody can use your account without the code.',
    ],
  }));
}

export function sendAccountReviewEmail(
  app: MailDeps,
  input: { to: string; name: string; approved: boolean; reason?: string | null },
): Promise<MailResult> {
  return sendEmail(app, input.to, (appName) => {
    const subject = input.approved
      ? `Your ${appName} account is approved`
      : `Your ${appName} account needs attention`;
    const paragraphs = input.approved
      ? [
          `Hello ${input.name},`,
          `Good news: your driver details were approved. Log in to ${appName}, fund your wallet and start receiving ride requests.`,
        ]
      : [
          `Hello ${input.name},`,
          'We could not approve your details yet.',
          ...(input.reason ? [`Reason: ${input.reason}`] : []),
          `Please update your details in ${appName} and submit them again, or contact support from Settings.`,
        ];
    return {
      subject,
      preheader: subject,
      heading: input.approved ? 'You are approved' : 'Approval not granted',
      paragraphs,
    };
  });
}

export function sendSignInWarningEmail(
  app: MailDeps,
  input: { to: string; name: string; address: string; failures: number },
): Promise<MailResult> {
  return sendEmail(app, input.to, (appName) => ({
    subject: `Someone is trying to sign in to your ${appName} account`,
    preheader: `Someone is trying to sign in to your ${appName} account`,
    heading: 'Failed sign-in attempts',
    paragraphs: [
      `Hello ${input.name},`,
      `There were ${input.failures} wrong passwords for your account from the network address ${input.address}. That address now has to wait longer between tries; you can still sign in from your own device.`,
      'If this was not you, choose a new password with Forgot Password. If it was you, you can ignore this e-mail.',
    ],
  }));
}

export function sendPasswordChangedEmail(
  app: MailDeps,
  input: { to: string; name: string },
): Promise<MailResult> {
  return sendEmail(app, input.to, (appName) => ({
    subject: `Your ${appName} password was changed`,
    preheader: `Your ${appName} password was changed`,
    heading: 'Password changed',
    paragraphs: [
      `Hello ${input.name},`,
      `The password of your ${appName} account was just changed from your profile, and every other signed-in device was signed out.`,
      'If this was not you, choose a new password at once with Forgot Password and contact support from Settings.',
    ],
  }));
}
