// "Book the nearest": instead of choosing from the list, the rider lets Waka ask the nearest drivers in turn.
import { useMutation } from '@tanstack/react-query';
import type { GeoPoint } from '@waka/shared';
import '../booking.css';
import '../../rider/rider.css';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { bookNearest } from '../api/book-nearest';

export function BookNearestButtons({
  pickup,
  destination,
}: {
  pickup: GeoPoint | null;
  destination: GeoPoint | null;
}) {
  const navigate = useNavigate();
  const { t } = useTranslation('booking');
  const mutation = useMutation({
    mutationFn: bookNearest,
    onSuccess: (dispatch) => navigate(`/book-nearest/${dispatch.rideId}`),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const book = (preferredType: 'biker' | 'driver') => {
    if (!pickup) return toast.error(t('allowLocation'));
    if (!destination) return toast.error(t('chooseDestination'));
    mutation.mutate({ pickupLocation: pickup, destinationLocation: destination, preferredType });
  };
  const pending = mutation.isPending ? mutation.variables?.preferredType : undefined;
  return (
    <section className="book-nearest" aria-labelledby="book-nearest-title">
      <h2 id="book-nearest-title">{t('title')}</h2>
      <p className="book-nearest__hint">{t('hint')}</p>
      <div className="dashboard__buttons">
        <Button
          variant="secondary"
          isLoading={pending === 'biker'}
          disabled={!!pending}
          onClick={() => book('biker')}
        >
          {t('nearestBike')}
        </Button>
        <Button
          variant="secondary"
          isLoading={pending === 'driver'}
          disabled={!!pending}
          onClick={() => book('driver')}
        >
          {t('nearestCar')}
        </Button>
      </div>
    </section>
  );
}
