// The two hints of the rider dashboard (the third, 'Search your destination above to continue.', is the
// destination card's placeholder).
import { useTranslation } from 'react-i18next';

export function RequestHint() {
  const { t } = useTranslation('rider');
  return <p className="hint dashboard__hint">{t('hintTapToRequest')}</p>;
}

export function GetAvailableHint() {
  const { t } = useTranslation('rider');
  return <p className="hint dashboard__hint">{t('hintGetAvailable')}</p>;
}
