// /receipt/:id — the receipt of a completed ride: fare to pay, distance, time, driver, plate and date. The
// same receipt is e-mailed to the rider and linked from the ride history.
import { useQuery } from '@tanstack/react-query';
import { personTitle } from '@waka/shared';
import { useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/relative-time';
import { getReceipt } from '../api/get-receipt';
import '../booking.css';

function minutes(seconds: number): string {
  const value = Math.max(1, Math.round(seconds / 60));
  return value === 1 ? '1 min' : `${value} min`;
}

export default function ReceiptPage() {
  const { id = '' } = useParams();
  const receipt = useQuery({ queryKey: ['booking', 'receipt', id], queryFn: () => getReceipt(id) });
  return (
    <main className="page receipt-page">
      <PageHeader title="Receipt" backTo="/ride-history" />
      {receipt.isPending && <Spinner label="Loading the receipt" />}
      {receipt.isError && <p role="alert">{errorMessage(receipt.error)}</p>}
      {receipt.data && (
        <Card>
          <p className="receipt-page__fare">
            <span>Fare to pay</span>
            <strong>₦{receipt.data.fare.toLocaleString('en-NG')}</strong>
          </p>
          <dl className="receipt-page__fields">
            <dt>From</dt>
            <dd>{receipt.data.pickupLocationName}</dd>
            <dt>To</dt>
            <dd>{receipt.data.destinationLocationName}</dd>
            <dt>Distance</dt>
            <dd>{(receipt.data.distanceMeters / 1000).toFixed(1)} km</dd>
            <dt>Time</dt>
            <dd>{minutes(receipt.data.durationSeconds)}</dd>
            <dt>{personTitle(receipt.data.vehicleType)}</dt>
            <dd>{receipt.data.driverName}</dd>
            <dt>Plate</dt>
            <dd>{receipt.data.plateNumber ?? '—'}</dd>
            <dt>Date</dt>
            <dd>{formatDateTime(receipt.data.completedAt)}</dd>
          </dl>
          <p className="receipt-page__note">A copy was sent to your e-mail.</p>
        </Card>
      )}
    </main>
  );
}
