// A code the server sends (a status, a type) that no catalogue names yet, shown as words rather than as a code:
// 'bank_transfer' → 'bank transfer'. Never throws, whatever arrives.
export function readableCode(code: unknown): string {
  const text = typeof code === 'string' ? code : code == null ? '' : String(code);
  return text.replace(/[_-]+/g, ' ').trim().toLowerCase();
}
