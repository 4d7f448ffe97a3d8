// A no-show may be reported only after the operator's wait from acceptance (the server enforces it, and the
// distance to the pickup); the button stays disabled until then and says when.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';

export function useNoShowOpen(allowedAt: string | undefined): boolean {
  const [now, setNow] = useState(() => Date.now());
  const at = allowedAt ? Date.parse(allowedAt) : Number.NaN;
  useEffect(() => {
    if (Number.isNaN(at) || at <= Date.now()) return;
    const timer = setTimeout(() => setNow(Date.now()), at - Date.now() + 250);
    return () => clearTimeout(timer);
  }, [at]);
  return !Number.isNaN(at) && at <= now;
}

export function NoShowWaitHint({ at }: { at: string | undefined }) {
  const { t } = useTranslation('driver');
  const format = useFormat();
  if (!at) return null;
  return <p className="hint">{t('noShowFrom', { time: format.time(at) })}</p>;
}
