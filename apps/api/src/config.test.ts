import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('configuration', () => {
  it('uses documented defaults', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.COMMISSION_RATE).toBe(0.1);
    expect(config.publicUrl).toBe('http://localhost:3000');
    // One code a minute, as the screens count it down; only the browser journeys set a shorter wait.
    expect(config.OTP_RESEND_INTERVAL_S).toBe(60);
  });

  it('names a bad PORT in one line', () => {
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(/^Invalid configuration — PORT: /);
  });

  it('refuses a DATABASE_URL that is not postgres://', () => {
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
  });

  it('treats empty values as unset', () => {
    expect(parseConfig({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });

  it('refuses to start in production without SMTP_URL, in one line', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(
      /^Invalid configuration — SMTP_URL: required when NODE_ENV=production[^\n]*$/,
    );
    expect(parseConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com' }).isProduction).toBe(
      true,
    );
  });

  it('needs ADMIN_PASSWORD with ADMIN_EMAIL', () => {
    expect(() => parseConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_PASSWORD/);
  });
});
