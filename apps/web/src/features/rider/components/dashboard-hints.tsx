// The two hints of the rider dashboard (the third, 'Search your destination above to continue.', is the
// destination card's placeholder).
import { useTranslation } from 'react-i18next';

export function RequestHint() {
  const { t } = useTranslation();
  return <p className="hint dashboard__hint">{t('rider.hintTapToRequest')}</p>;
}

export function GetAvailableHint() {
  const { t } = useTranslation();
  return <p className="hint dashboard__hint">{t('rider.hintGetAvailable')}</p>;
}
