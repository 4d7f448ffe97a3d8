// One account in the approvals queue or the user search: who, what they submitted, their documents, and the
// decisions (approve, reject with a reason, disable or enable).
import type { AdminUser } from '@waka/shared';
import { formatDateTime } from '../lib/format';
import { DocumentImage } from './document-image';
import { ReviewActions } from './review-actions';

const DETAIL_LABELS: Record<string, string> = {
  licenseNumber: 'Licence number',
  vehicleModel: 'Vehicle model',
  vehiclePlateNumber: 'Plate number',
  licenseExpiryDate: 'Licence expires',
  bikeNumber: 'Bike number',
  bikeType: 'Bike type',
  insuranceExpiryDate: 'Insurance expires',
};

function statusBadge(user: AdminUser) {
  if (user.disabled) return <span className="admin-badge admin-badge--danger">Disabled</span>;
  if (user.preferredType !== 'driver' && user.preferredType !== 'biker') return null;
  if (user.approved) return <span className="admin-badge admin-badge--ok">Approved</span>;
  if (user.rejectionReason) return <span className="admin-badge admin-badge--danger">Rejected</span>;
  return <span className="admin-badge admin-badge--wait">Waiting</span>;
}

export function UserCard({ user }: { user: AdminUser }) {
  // Image fields are document URLs, shown as the images below rather than as text.
  const details = Object.entries(user.details ?? {}).filter(
    ([key, value]) => typeof value === 'string' && !key.endsWith('Image'),
  );
  const isVehicle = user.preferredType === 'driver' || user.preferredType === 'biker';
  return (
    <article className="admin-card admin-user-card" aria-label={user.name}>
      <header className="admin-user-card__head">
        <div>
          <h3>
            {user.name} {statusBadge(user)} {user.isAdmin && <span className="admin-badge">Admin</span>}
          </h3>
          <p className="admin-muted">
            {user.preferredType ?? 'no role yet'} · {user.email} · {user.phoneNumber} · @{user.username}
          </p>
        </div>
        <dl className="admin-times">
          <dt>Submitted</dt>
          <dd>{formatDateTime(user.submittedAt)}</dd>
          <dt>Joined</dt>
          <dd>{formatDateTime(user.createdAt)}</dd>
        </dl>
      </header>
      {details.length > 0 && (
        <dl className="admin-details">
          {details.map(([key, value]) => (
            <div key={key}>
              <dt>{DETAIL_LABELS[key] ?? key}</dt>
              <dd>{String(value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {isVehicle && (
        <div className="admin-docs">
          {user.preferredType === 'driver' && (
            <DocumentImage label="Licence" url={user.documents.licenseImage} />
          )}
          <DocumentImage label="NIN" url={user.documents.ninImage} />
          {user.preferredType === 'biker' && (
            <DocumentImage label="Bike document" url={user.documents.bikeDocumentImage} />
          )}
        </div>
      )}
      {user.rejectionReason && !user.approved && (
        <p className="admin-note">Rejected: {user.rejectionReason}</p>
      )}
      {user.disabledReason && user.disabled && <p className="admin-note">Disabled: {user.disabledReason}</p>}
      <ReviewActions user={user} />
    </article>
  );
}
