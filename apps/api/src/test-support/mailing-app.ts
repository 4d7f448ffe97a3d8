// The test server wired to a real SMTP listener on loopback, for tests that read codes from e-mail.
import { type MailCatcher, startMailCatcher } from '../../../../e2e/support/mail-catcher';
import { createTestApp, type TestApp } from './harness';

export interface MailingTestApp extends TestApp {
  mail: MailCatcher;
}

export async function createMailingTestApp(
  env: Record<string, string | undefined> = {},
): Promise<MailingTestApp> {
  const mail = await startMailCatcher();
  const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${mail.port}`, ...env });
  return {
    ...app,
    mail,
    async close() {
      await app.close();
      await mail.stop();
    },
  };
}
