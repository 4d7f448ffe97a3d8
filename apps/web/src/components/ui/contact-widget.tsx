// The floating contact widget on landing and login — a chat link (leading 0 → 234) and a call link
// to the support phone from GET /api/config.
import { telLink, whatsappLink } from '@waka/shared';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../lib/app-config';

export function ContactWidget() {
  const { t } = useTranslation();
  const config = useAppConfig();
  if (!config?.supportPhone) return null;
  const phone = config.supportPhone;
  return (
    <nav className="contact-widget" aria-label={t('common.contactSupport')}>
      <a
        className="contact-widget__button contact-widget__button--chat"
        href={whatsappLink(phone)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <span className="visually-hidden">{t('common.chatOnWhatsapp')}</span>
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7a2.8 2.8 0 0 0 1.8-1.3 2.3 2.3 0 0 0 .2-1.3c-.1-.1-.2-.2-.5-.3z"
          />
        </svg>
      </a>
      <a className="contact-widget__button contact-widget__button--call" href={telLink(phone)}>
        <span className="visually-hidden">{t('common.callSupportOn', { phone })}</span>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.2 11.4 11.4 0 0 0 3.6.6 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1 11.4 11.4 0 0 0 .6 3.6 1 1 0 0 1-.3 1z"
          />
        </svg>
      </a>
    </nav>
  );
}
