// After a completed ride: 1–5 stars and an optional comment, once. Shown on the home screen of either side
// until sent or skipped.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useRateRide } from '../api/rate-ride';
import { clearPendingRating, PENDING_RATING_EVENT, readPendingRating } from '../lib/pending-rating';
import '../safety.css';

export function RateRidePrompt() {
  const { t } = useTranslation('safety');
  const [pending, setPending] = useState(readPendingRating);
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const rate = useRateRide();
  useEffect(() => {
    const onDue = () => setPending(readPendingRating());
    window.addEventListener(PENDING_RATING_EVENT, onDue);
    return () => window.removeEventListener(PENDING_RATING_EVENT, onDue);
  }, []);
  if (!pending) return null;

  const close = () => {
    clearPendingRating();
    setPending(null);
  };
  async function onSend() {
    if (!pending) return;
    try {
      const answer = await rate.mutateAsync({ rideId: pending.rideId, stars, comment });
      toast.success(answer.message);
      close();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) close();
      toast.error(errorMessage(error, t('ratingFailed')));
    }
  }

  return (
    <section className="card safety-card" aria-labelledby="rate-title">
      <h2 id="rate-title">{t('rateTitle', { name: pending.name })}</h2>
      <fieldset className="star-input">
        <legend className="visually-hidden">{t('stars')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={n <= stars}
            aria-label={t('starCount', { count: n })}
            onClick={() => setStars(n)}
          >
            ★
          </button>
        ))}
      </fieldset>
      <label htmlFor="rate-comment">{t('comment')}</label>
      <textarea
        id="rate-comment"
        className="textarea"
        maxLength={500}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      <div className="safety-card__actions">
        <Button disabled={stars === 0} isLoading={rate.isPending} onClick={() => void onSend()}>
          {t('sendRating')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('skip')}
        </Button>
      </div>
    </section>
  );
}
