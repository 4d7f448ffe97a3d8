// E-mail in the operator's brand (name, primary colour, logo): a plain-text body and an HTML body built from
// the same parts, every value escaped. Sent through send-email.ts, which reads the brand in force.
import { type Language, PALETTE, textColourOn } from '@waka/shared';
import { translateMessage } from '../../i18n/translate';

export interface EmailParts {
  /** Shown by mail apps beside the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** A one-time code, shown large. */
  code?: string;
}

/** What the layout shows of the brand; `logoUrl` is absolute, since a mail app has no base URL. */
export interface EmailBrand {
  name: string;
  primaryColor: string;
  logoUrl: string | null;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const footer = (name: string, language: Language) =>
  translateMessage(
    `${name} — rides across Nigeria. You get this e-mail because of your ${name} account.`,
    language,
  );

export function renderText(parts: EmailParts, brand: EmailBrand, language: Language = 'en'): string {
  const lines = [parts.heading, ''];
  if (parts.code) lines.push(translateMessage(`Your code: ${parts.code}`, language), '');
  lines.push(...parts.paragraphs.flatMap((p) => [p, '']), `— ${brand.name}`);
  return lines.join('\n');
}

export function renderHtml(parts: EmailParts, brand: EmailBrand, language: Language = 'en'): string {
  const name = escapeHtml(brand.name);
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="" width="32" height="32" style="vertical-align:middle;margin-right:10px;border:0">`
    : '';
  const code = parts.code
    ? `<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:24px 0;color:#1A1A1A">${escapeHtml(parts.code)}</p>`
    : '';
  const body = parts.paragraphs
    .map((p) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join('');
  return `<!doctype html><html lang="${language}"><body style="margin:0;background:${PALETTE.light.background};font-family:Arial,Helvetica,sans-serif;color:#1A1A1A">
<span style="display:none">${escapeHtml(parts.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:480px;background:#fff;border-radius:8px" cellpadding="0" cellspacing="0">
<tr><td style="background:${brand.primaryColor};color:${textColourOn(brand.primaryColor).text};padding:16px 24px;border-radius:8px 8px 0 0;font-size:22px;font-weight:700">${logo}${name}</td></tr>
<tr><td style="padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(parts.heading)}</h1>${code}${body}</td></tr>
<tr><td style="padding:0 24px 24px;font-size:12px;color:#666">${escapeHtml(footer(brand.name, language))}</td></tr>
</table></td></tr></table></body></html>`;
}
