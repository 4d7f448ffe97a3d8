// The toast of a new ride request (see request-alert.tsx), in its own chunk with its texts: it is loaded when the
// first offer arrives, not with every signed-in page.
import type { TFunction } from 'i18next';
import { formattersFor } from '../../../i18n/format';
import { currentLanguage, i18n } from '../../../i18n/i18n';
import { toast } from '../../../lib/toast';
import type { LiveEventMap } from '../../live-events';

/** Shows the offer as toast `id` for `duration` ms; its button opens the dashboard. */
export async function showRequestAlert(
  offer: LiveEventMap['ride.incoming'],
  { id, duration }: { id: string; duration: number },
  onOpen: () => void,
) {
  await i18n.loadNamespaces('booking');
  const t = i18n.getFixedT(null, 'booking');
  const format = formattersFor(currentLanguage(), i18n.t as TFunction);
  const fare = typeof offer.fare === 'number' ? ` · ${format.naira(offer.fare, 0)}` : '';
  toast(
    <div className="request-alert" role="alert">
      <strong>{t('newRequest')}</strong>
      <span>
        {offer.pickupAddress ?? t('pickup')} → {offer.destinationAddress ?? t('destination')}
        {fare}
      </span>
      <button
        type="button"
        className="button button--primary request-alert__open"
        onClick={() => {
          toast.dismiss(id);
          onOpen();
        }}
      >
        {t('viewRequest')}
      </button>
    </div>,
    { id, duration },
  );
}
