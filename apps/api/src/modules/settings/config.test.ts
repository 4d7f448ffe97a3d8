// GET /api/config tells the web app the upload limit, so a photo still too large after resizing is refused
// in the browser with the limit named, before any data is spent on it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/config', () => {
  it('answers the upload limit in bytes, without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json().uploadLimitBytes).toBe(t.app.config.UPLOAD_LIMIT_BYTES);
    expect(res.json().uploadLimitBytes).toBeGreaterThan(0);
  });

  it('answers the wait between e-mailed codes the installation is set to', async () => {
    const custom = await createTestApp({ OTP_RESEND_INTERVAL_S: '90' });
    try {
      const res = await custom.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.json().otpResendIntervalSeconds).toBe(90);
    } finally {
      await custom.close();
    }
    const standard = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(standard.json().otpResendIntervalSeconds).toBe(60);
  });
});
