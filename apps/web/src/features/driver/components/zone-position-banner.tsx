// A biker inside a no-bikes zone is told so, and why no requests arrive there (docs/zones.md).
import type { ZoneRestriction } from '@waka/shared';
import { useTranslation } from 'react-i18next';

export function ZonePositionBanner({ restriction }: { restriction: ZoneRestriction }) {
  const { t } = useTranslation('driver');
  return (
    <section
      className="approval-banner zone-position-banner"
      role="status"
      aria-labelledby="zone-banner-title"
    >
      <h2 id="zone-banner-title" className="approval-banner__title">
        {t('zoneTitle', { zone: restriction.zone.name })}
      </h2>
      <p>
        {restriction.message} {t('zoneRideOut')}
      </p>
    </section>
  );
}
