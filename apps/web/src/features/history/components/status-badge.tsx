// A status word with a colour that matches its meaning (text stays readable on both palettes). The caller gives
// the word in the language on screen (useRideWords().statusWord for a ride, usePaymentWords().status for money).
const TONES: Record<string, 'good' | 'bad' | 'info'> = {
  completed: 'good',
  success: 'good',
  accepted: 'good',
  in_progress: 'info',
  requested: 'info',
  pending: 'info',
  rejected: 'bad',
  cancelled: 'bad',
  failed: 'bad',
  expired: 'bad',
  no_show: 'bad',
  abandoned: 'bad',
  reversed: 'bad',
};

export function StatusBadge({ status, word }: { status: string; word: string }) {
  const key = String(status).toLowerCase();
  const tone = Object.hasOwn(TONES, key) ? TONES[key] : 'info';
  return <span className={`status-badge status-badge--${tone}`}>{word}</span>;
}
