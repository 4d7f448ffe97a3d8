// Presets and custom amount clear each other,
// the minimum is checked before any call, the reference is stored on initialization and removed after any
// verification attempt, and a return with ?reference= verifies by itself.
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIG, installFakeApi, ok, signIn } from '../../../../../../test-support/web/fake-api';
import { renderPage, settle } from '../../../../../../test-support/web/render-page';
import { toast } from '../../../lib/toast';
import InitializePaymentPage from './initialize-payment-page';

let api: ReturnType<typeof installFakeApi>;

function setup(url = '/InitializePayment') {
  return renderPage([{ path: '/InitializePayment', element: <InitializePaymentPage /> }], url);
}

beforeEach(() => {
  signIn({ useremail: 'musa@waka.test' });
  api = installFakeApi({
    '/api/config': ok(CONFIG),
    '/api/rider/getwalletbalance': () => ({ status: 200, body: { walletBalance: 0 } }),
    '/api/initialize': () => ({
      status: 200,
      body: { authorization_url: 'https://checkout.example/abc', reference: 'ref-123' },
    }),
    '/api/verifytransaction': () => ({
      status: 200,
      body: { status: 'success', message: 'Payment verified. Your wallet has been funded.' },
    }),
  });
  vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  cleanup();
  toast.remove();
  vi.unstubAllGlobals();
});

const posted = (path: string) => api.posted(path);

describe('Fund Wallet', () => {
  it('tells a rider that only drivers and bike riders have a wallet, and asks the server nothing', async () => {
    signIn({ useremail: 'ada@waka.test', role: 'rider' });
    setup();
    await settle();
    expect(
      screen.getByText(
        'Only drivers and bike riders have a wallet: they fund it to receive ride requests. As a rider, you do not need one.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/Dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Proceed to Pay' })).toBeNull();
    expect(api.calls.filter((call) => call.path.startsWith('/api/rider/getwalletbalance'))).toHaveLength(0);
  });

  it('shows a biker the balance and the form', async () => {
    signIn({ useremail: 'musa@waka.test', role: 'biker' });
    setup();
    await settle();
    expect(screen.getByText('₦0.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Proceed to Pay' })).toBeTruthy();
  });

  it('lets a preset and the custom amount clear each other', async () => {
    setup();
    const preset = screen.getByRole('button', { name: '₦2,000' });
    const custom = screen.getByPlaceholderText('Minimum ₦500') as HTMLInputElement;
    fireEvent.click(preset);
    expect(preset.getAttribute('aria-pressed')).toBe('true');
    fireEvent.input(custom, { target: { value: '750' } });
    expect(preset.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '₦5,000' }));
    expect(custom.value).toBe('');
  });

  it('refuses an amount under ₦500 or not a number without calling the server', async () => {
    setup();
    const custom = screen.getByPlaceholderText('Minimum ₦500');
    for (const value of ['', '499', 'abc']) {
      fireEvent.input(custom, { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Proceed to Pay' }));
      await settle();
    }
    expect(screen.getAllByText('Minimum payment is ₦500.').length).toBeGreaterThan(0);
    expect(posted('/api/initialize')).toHaveLength(0);
  });

  it('stores the reference and opens the payment page in a new tab', async () => {
    const tab = { closed: false, opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    setup();
    fireEvent.click(screen.getByRole('button', { name: '₦2,500' }));
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Pay' }));
    await settle();
    expect(posted('/api/initialize')[0]?.body).toEqual({ amount: 2500, email: 'musa@waka.test' });
    expect(localStorage.getItem('paymentReference')).toBe('ref-123');
    expect(tab.location.href).toBe('https://checkout.example/abc');
    expect(tab.opener).toBeNull();
  });

  it('says so when the payment cannot be initialized', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    api.routes['/api/initialize'] = () => ({ status: 502, body: {} });
    setup();
    fireEvent.click(screen.getByRole('button', { name: '₦500' }));
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Pay' }));
    await settle();
    expect(screen.getByText('Payment initialization failed.')).toBeTruthy();
    expect(localStorage.getItem('paymentReference')).toBeNull();
  });

  it('needs a stored reference to verify, and removes it after any attempt', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Verify Payment' }));
    await settle();
    expect(screen.getByText('No recent payment to verify.')).toBeTruthy();
    expect(posted('/api/verifytransaction')).toHaveLength(0);

    api.routes['/api/verifytransaction'] = () => ({
      status: 200,
      body: { status: 'pending', message: 'Payment is not complete yet.' },
    });
    localStorage.setItem('paymentReference', 'ref-9');
    fireEvent.click(screen.getByRole('button', { name: 'Verify Payment' }));
    await settle();
    expect(posted('/api/verifytransaction')[0]?.body).toEqual({ reference: 'ref-9' });
    expect(screen.getByText(/^Verification failed\./)).toBeTruthy();
    expect(localStorage.getItem('paymentReference')).toBeNull();
  });

  it('verifies the reference it returns with, once, and shows the funded wallet', async () => {
    localStorage.setItem('paymentReference', 'ref-7');
    let balance = 0;
    api.routes['/api/rider/getwalletbalance'] = () => ({ status: 200, body: { walletBalance: balance } });
    api.routes['/api/verifytransaction'] = () => {
      balance = 2000;
      return { status: 200, body: { status: 'success', message: 'Payment verified.' } };
    };
    const router = setup('/InitializePayment?reference=ref-7');
    await settle();
    expect(posted('/api/verifytransaction').map((call) => call.body)).toEqual([{ reference: 'ref-7' }]);
    expect(screen.getByText('Your wallet has been funded.')).toBeTruthy();
    expect(screen.getByText('₦2,000.00')).toBeTruthy();
    expect(localStorage.getItem('paymentReference')).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('says when the server could not be reached, and keeps the reference to verify again', async () => {
    localStorage.setItem('paymentReference', 'ref-5');
    api.routes['/api/verifytransaction'] = () => {
      throw new TypeError('Failed to fetch');
    };
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Verify Payment' }));
    await settle();
    expect(screen.getByText('Could not verify payment.')).toBeTruthy();
    expect(localStorage.getItem('paymentReference')).toBe('ref-5');
  });

  it('keeps the reference of a payment not finished yet, whatever language the server answers in', async () => {
    localStorage.setItem('paymentReference', 'ref-6');
    api.routes['/api/verifytransaction'] = () => ({
      status: 402,
      body: { status: 'pending', message: 'Ba a gama biyan kuɗi ba tukuna.' },
    });
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Verify Payment' }));
    await settle();
    expect(screen.getByText(/^Payment pending\./)).toBeTruthy();
    expect(localStorage.getItem('paymentReference')).toBe('ref-6');
  });

  it('drops the reference of a declined payment (402, failed)', async () => {
    localStorage.setItem('paymentReference', 'ref-4');
    api.routes['/api/verifytransaction'] = () => ({
      status: 402,
      body: { status: 'failed', message: 'The payment was declined or cancelled.' },
    });
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Verify Payment' }));
    await settle();
    expect(screen.getByText('Verification failed. The payment was declined or cancelled.')).toBeTruthy();
    expect(localStorage.getItem('paymentReference')).toBeNull();
  });
});
