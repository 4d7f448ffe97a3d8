// Small display helpers of the console.
import { formatNaira as formatPositiveNaira } from '@waka/shared';

/** "₦1,500.00", and "−₦150.50" for a debit. */
export function formatNaira(naira: number): string {
  return naira < 0 ? `−${formatPositiveNaira(-naira)}` : formatPositiveNaira(naira);
}

export function formatAge(seconds: number): string {
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('en-NG', { dateStyle: 'medium', timeStyle: 'short' });
}

export function statusLabel(status: string): string {
  return status.replace(/_/g, ' ');
}
