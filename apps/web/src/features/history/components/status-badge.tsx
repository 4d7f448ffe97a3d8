// A status word with a colour that matches its meaning (text stays readable on both palettes); a status we know
// reads in the language on screen, another is shown as it came.
import { useTranslation } from 'react-i18next';

const TONES = {
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
} as const;

type KnownStatus = keyof typeof TONES;
const isKnown = (status: string): status is KnownStatus => Object.hasOwn(TONES, status);

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('account');
  const key = status.toLowerCase();
  const tone = isKnown(key) ? TONES[key] : 'info';
  const word = isKnown(key) ? t(`statuses.${key}`) : status.replace(/_/g, ' ');
  return <span className={`status-badge status-badge--${tone}`}>{word}</span>;
}
