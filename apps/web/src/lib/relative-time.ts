// '5 minutes ago' style times for notifications, with Intl.RelativeTimeFormat.
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export function relativeTime(date: string | number | Date, now = Date.now()): string {
  const then = new Date(date).getTime();
  if (!Number.isFinite(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** A readable date and time for history lists. */
export function formatDateTime(date: string | number | Date): string {
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  return value.toLocaleString('en-NG', { dateStyle: 'medium', timeStyle: 'short' });
}
