// The fixed support phone (GET /api/config) with a call link.
import { telLink } from '@waka/shared';
import { useAppConfig } from '../../lib/app-config';

export function SupportContact({ className }: { className?: string }) {
  const config = useAppConfig();
  if (!config?.supportPhone) return null;
  return (
    <aside className={['support-contact', className].filter(Boolean).join(' ')} aria-label="Support">
      <span className="support-contact__label">Need help? Call support</span>
      <a className="support-contact__phone" href={telLink(config.supportPhone)}>
        {config.supportPhone}
      </a>
    </aside>
  );
}
