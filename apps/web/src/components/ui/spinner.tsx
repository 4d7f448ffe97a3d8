import { useTranslation } from 'react-i18next';

export function Spinner({ label, light = true }: { label?: string; light?: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={light ? 'spinner spinner--light' : 'spinner'}
      role="status"
      aria-label={label ?? t('common.loading')}
    />
  );
}
