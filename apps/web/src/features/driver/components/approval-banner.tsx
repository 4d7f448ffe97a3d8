// The 'Approval in Progress' banner while GET /api/approved answers false. While the
// balance is also low it says so here, instead of the blocking low-balance modal (decision 070).
import { Link } from 'react-router';
import { naira } from './ride-facts';

export function ApprovalBanner({ lowBalanceThreshold }: { lowBalanceThreshold?: number }) {
  return (
    <section className="approval-banner" role="status" aria-labelledby="approval-title">
      <h2 id="approval-title" className="approval-banner__title">
        Approval in Progress
      </h2>
      <p>
        We are reviewing your details and documents. You will start receiving ride requests as soon as your
        account is approved.
      </p>
      {lowBalanceThreshold !== undefined && (
        <p className="approval-banner__funds">
          Your wallet balance is below {naira(lowBalanceThreshold)}.{' '}
          <Link to="/InitializePayment">Add funds</Link> so you can receive ride requests once approved.
        </p>
      )}
    </section>
  );
}
