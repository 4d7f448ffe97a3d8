// The 'Approval in Progress' banner while GET /api/approved answers false. While the
// balance is also low it says so here, instead of the blocking low-balance modal (decision 070).
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { rideNaira } from './ride-facts';

export function ApprovalBanner({ lowBalanceThreshold }: { lowBalanceThreshold?: number }) {
  const { t } = useTranslation('driver');
  const format = useFormat();
  return (
    <section className="approval-banner" role="status" aria-labelledby="approval-title">
      <h2 id="approval-title" className="approval-banner__title">
        {t('approvalTitle')}
      </h2>
      <p>{t('approvalText')}</p>
      {lowBalanceThreshold !== undefined && (
        <p className="approval-banner__funds">
          <Trans
            t={t}
            i18nKey="approvalFunds"
            values={{ amount: rideNaira(format, lowBalanceThreshold) }}
            components={{ link: <Link to="/InitializePayment" /> }}
          />
        </p>
      )}
    </section>
  );
}
