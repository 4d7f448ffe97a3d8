// /receipt/:id — the receipt of a completed ride: fare to pay, distance, time, driver, plate and date. The
// same receipt is e-mailed to the rider and linked from the ride history.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../i18n/format';
import { useRideWords } from '../../../i18n/ride-words';
import { errorMessage } from '../../../lib/api-client';
import { getReceipt } from '../api/get-receipt';
import '../booking.css';

export default function ReceiptPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['booking', 'translation']);
  const words = useRideWords();
  const format = useFormat();
  const receipt = useQuery({ queryKey: ['booking', 'receipt', id], queryFn: () => getReceipt(id) });
  return (
    <main className="page receipt-page">
      <PageHeader title={t('receipt')} backTo="/ride-history" />
      {receipt.isPending && <Spinner label={t('loadingReceipt')} />}
      {receipt.isError && <p role="alert">{errorMessage(receipt.error)}</p>}
      {receipt.data && (
        <Card>
          <p className="receipt-page__fare">
            <span>{t('fareToPay')}</span>
            <strong>{format.naira(receipt.data.fare, 0)}</strong>
          </p>
          <dl className="receipt-page__fields">
            <dt>{t('from')}</dt>
            <dd>{receipt.data.pickupLocationName}</dd>
            <dt>{t('to')}</dt>
            <dd>{receipt.data.destinationLocationName}</dd>
            <dt>{t('distance')}</dt>
            <dd>{t('km', { value: (receipt.data.distanceMeters / 1000).toFixed(1) })}</dd>
            <dt>{t('time')}</dt>
            <dd>{t('minutes', { count: Math.max(1, Math.round(receipt.data.durationSeconds / 60)) })}</dd>
            <dt>{words.personTitle(receipt.data.vehicleType)}</dt>
            <dd>{receipt.data.driverName}</dd>
            <dt>{t('plate')}</dt>
            <dd>{receipt.data.plateNumber ?? t('translation:common.none')}</dd>
            <dt>{t('date')}</dt>
            <dd>{format.dateTime(receipt.data.completedAt)}</dd>
          </dl>
          <p className="receipt-page__note">{t('copySent')}</p>
        </Card>
      )}
    </main>
  );
}
