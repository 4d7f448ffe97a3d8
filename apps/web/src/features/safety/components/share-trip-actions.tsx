// "Share my trip": copy (or hand to the phone's share sheet) a public link, or e-mail it to trusted contacts.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useEmailTrip } from '../api/email-trip';
import { useShareTrip } from '../api/share-trip';

export function ShareTripActions({ rideId }: { rideId: string }) {
  const { t } = useTranslation('safety');
  const share = useShareTrip();
  const email = useEmailTrip();
  const [url, setUrl] = useState<string | null>(null);

  async function onShare() {
    try {
      const { url: link } = await share.mutateAsync(rideId);
      setUrl(link);
      if (navigator.share) await navigator.share({ title: t('shareTitle'), url: link }).catch(() => {});
      else await navigator.clipboard?.writeText(link).catch(() => {});
      toast.success(t('linkReady'));
    } catch (error) {
      toast.error(errorMessage(error, t('shareFailed')));
    }
  }

  async function onEmail() {
    try {
      const answer = await email.mutateAsync(rideId);
      setUrl(answer.url);
      toast.success(answer.message);
    } catch (error) {
      toast.error(errorMessage(error, t('emailFailed')));
    }
  }

  return (
    <div className="safety-card__share">
      <div className="safety-card__actions">
        <Button variant="secondary" isLoading={share.isPending} onClick={() => void onShare()}>
          {t('shareTrip')}
        </Button>
        <Button variant="secondary" isLoading={email.isPending} onClick={() => void onEmail()}>
          {t('emailContacts')}
        </Button>
      </div>
      {url && (
        <p className="hint">
          {t('link')}{' '}
          <a href={url} data-testid="trip-link">
            {url}
          </a>
        </p>
      )}
    </div>
  );
}
