// The sandbox provider's hosted checkout page: plain server-rendered HTML that looks like a card
// payment page. No script (the CSP allows none inline); two forms post back to this origin (form-action 'self').
import { formatNaira, koboToNaira } from '@waka/shared';
import type { SandboxChargeStatus } from '../../providers/payments/sandbox';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827}
  main{max-width:420px;margin:0 auto;padding:24px 16px}
  .brand{display:flex;align-items:center;gap:8px;font-weight:700;font-size:16px;margin-bottom:16px}
  .logo{flex:none;width:32px;height:32px;border-radius:8px;background:#FF8C00;color:#fff;display:grid;place-items:center}
  .badge{margin-left:auto;font-size:12px;font-weight:600;color:#92400e;background:#fef3c7;border-radius:999px;padding:4px 10px;white-space:nowrap}
  .card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.08);padding:20px}
  .label{font-size:13px;color:#6b7280;margin:0}
  .amount{font-size:32px;font-weight:700;margin:4px 0 16px}
  .row{display:flex;justify-content:space-between;gap:12px;padding:10px 0;border-top:1px solid #e5e7eb;font-size:14px}
  .row span:first-child{flex:none;color:#6b7280}
  .row span:last-child{font-weight:600;overflow-wrap:anywhere;text-align:right}
  form{margin:0}
  button,.link{display:block;width:100%;border:0;border-radius:5px;padding:12px 16px;font-size:16px;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
  .pay{background:#FF8C00;color:#fff;margin-top:20px}
  .cancel{background:transparent;color:#374151;margin-top:8px;border:1px solid #d1d5db}
  .link{background:#FF8C00;color:#fff;margin-top:20px}
  .note{font-size:12px;color:#6b7280;text-align:center;margin-top:16px}
  .state{font-size:20px;font-weight:700;margin:0 0 8px}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
<div class="brand"><span class="logo" aria-hidden="true">W</span><span>Waka Sandbox Checkout</span><span class="badge">Test mode</span></div>
${body}
<p class="note">Sandbox payment provider: no card is charged and no real money moves.</p>
</main></body></html>`;
}

export interface CheckoutView {
  reference: string;
  amountKobo: number;
  email: string;
  status: SandboxChargeStatus;
  returnUrl: string;
}

export function renderCheckoutPage(view: CheckoutView): string {
  const ref = encodeURIComponent(view.reference);
  const amount = formatNaira(koboToNaira(view.amountKobo));
  const details = `
  <p class="label">Amount to pay</p><p class="amount">${amount}</p>
  <div class="row"><span>E-mail</span><span>${escapeHtml(view.email)}</span></div>
  <div class="row"><span>Reference</span><span>${escapeHtml(view.reference)}</span></div>`;
  if (view.status === 'pending') {
    return layout(
      `Pay ${amount} — Waka Sandbox Checkout`,
      `<section class="card" aria-label="Payment">${details}
  <form method="post" action="/sandbox/checkout/${ref}/pay"><button class="pay" type="submit">Pay ${amount}</button></form>
  <form method="post" action="/sandbox/checkout/${ref}/cancel"><button class="cancel" type="submit">Cancel</button></form>
</section>`,
    );
  }
  const isPaid = view.status === 'success';
  return layout(
    `${isPaid ? 'Payment complete' : 'Payment cancelled'} — Waka Sandbox Checkout`,
    `<section class="card" aria-label="Payment"><p class="state">${isPaid ? 'Payment complete' : 'Payment cancelled'}</p>${details}
  <a class="link" href="${escapeHtml(view.returnUrl)}">Return to Waka</a></section>`,
  );
}

export function renderMessagePage(title: string, text: string): string {
  return layout(
    title,
    `<section class="card"><p class="state">${escapeHtml(title)}</p><p>${escapeHtml(text)}</p></section>`,
  );
}
