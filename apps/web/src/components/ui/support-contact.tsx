// The fixed support phone (GET /api/config) with a call link.
import { telLink } from '@waka/shared';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../lib/app-config';

export function SupportContact({ className }: { className?: string }) {
  const { t } = useTranslation();
  const config = useAppConfig();
  if (!config?.supportPhone) return null;
  return (
    <aside
      className={['support-contact', className].filter(Boolean).join(' ')}
      aria-label={t('common.support')}
    >
      <span className="support-contact__label">{t('common.needHelpCall')}</span>
      <a className="support-contact__phone" href={telLink(config.supportPhone)}>
        {config.supportPhone}
      </a>
    </aside>
  );
}
