// The Paystack client's edges: timeouts, unusable answers, unknown references ("timeouts").
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaystackProvider } from './paystack';
import { PaymentProviderError } from './types';

let server: http.Server;
let baseUrl: string;
const behaviour = { mode: 'hang' as 'hang' | 'html' | 'other-reference' | 'unknown' };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (behaviour.mode === 'hang') return; // never answers
    if (behaviour.mode === 'html') {
      res.writeHead(502, { 'content-type': 'text/html' });
      return res.end('<html>Bad gateway</html>');
    }
    if (behaviour.mode === 'unknown') {
      res.writeHead(400, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ status: false, message: 'Transaction reference not found' }));
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        status: true,
        data: { status: 'success', reference: 'someone-else', amount: 100, currency: 'NGN' },
      }),
    );
    void req;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

const provider = () => createPaystackProvider({ secretKey: 'sk_test_x', baseUrl, timeoutMs: 300 });
const input = {
  reference: 'waka-1',
  amountKobo: 50_000,
  email: 'a@b.ng',
  callbackUrl: 'http://x/InitializePayment',
};

describe('the Paystack client', () => {
  it('gives up after its timeout', async () => {
    behaviour.mode = 'hang';
    const startedAt = Date.now();
    await expect(provider().initialize(input)).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(provider().verify('waka-1')).rejects.toBeInstanceOf(PaymentProviderError);
    expect(Date.now() - startedAt).toBeLessThan(3000);
  });

  it('refuses unusable answers and an answer about another reference', async () => {
    behaviour.mode = 'html';
    await expect(provider().initialize(input)).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(provider().verify('waka-1')).rejects.toBeInstanceOf(PaymentProviderError);
    behaviour.mode = 'other-reference';
    await expect(provider().verify('waka-1')).rejects.toThrow(/another reference/);
  });

  it('reads an unknown reference as not found', async () => {
    behaviour.mode = 'unknown';
    await expect(provider().verify('waka-1')).resolves.toMatchObject({ status: 'not_found' });
  });
});
