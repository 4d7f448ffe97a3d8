// A biker inside a no-bikes zone is told so, and why no requests arrive there (docs/zones.md).
import type { ZoneRestriction } from '@waka/shared';

export function ZonePositionBanner({ restriction }: { restriction: ZoneRestriction }) {
  return (
    <section
      className="approval-banner zone-position-banner"
      role="status"
      aria-labelledby="zone-banner-title"
    >
      <h2 id="zone-banner-title" className="approval-banner__title">
        No-bikes zone: {restriction.zone.name}
      </h2>
      <p>{restriction.message} Ride out of the zone to receive requests again.</p>
    </section>
  );
}
