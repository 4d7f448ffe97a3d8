// A status word with a colour that matches its meaning (text stays readable on both palettes).
const TONES: Record<string, string> = {
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
};

export function StatusBadge({ status }: { status: string }) {
  const tone = TONES[status.toLowerCase()] ?? 'info';
  return <span className={`status-badge status-badge--${tone}`}>{status.replace(/_/g, ' ')}</span>;
}
