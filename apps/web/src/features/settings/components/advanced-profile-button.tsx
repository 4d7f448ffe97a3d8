// 'Update Advanced Profile'. For a driver or bike rider, saving new vehicle details or documents withdraws the
// approval until an admin reviews them again: say so before they start, and show where the review stands.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useSession } from '../../../lib/role';
import { useApproval } from '../../driver/api/get-approval';
import { COMPLETE_PROFILE_ROUTE } from '../../profile-completion/completion-request';

export function AdvancedProfileButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isVehicleRole } = useSession();
  const approval = useApproval({ enabled: isVehicleRole });
  const [isConfirming, setIsConfirming] = useState(false);

  return (
    <>
      {isVehicleRole && approval.isSuccess && (
        <p className="review-state" role="status">
          {t('settings.reviewState')}{' '}
          <strong className={approval.data ? 'review-state--ok' : 'review-state--wait'}>
            {approval.data ? t('settings.approved') : t('settings.underReview')}
          </strong>
        </p>
      )}
      <Button
        variant="secondary"
        onClick={() => (isVehicleRole ? setIsConfirming(true) : navigate(COMPLETE_PROFILE_ROUTE))}
      >
        {t('settings.updateAdvanced')}
      </Button>
      <Modal
        isOpen={isConfirming}
        title={t('settings.reviewTitle')}
        onClose={() => setIsConfirming(false)}
        actions={
          <>
            <Button onClick={() => navigate(COMPLETE_PROFILE_ROUTE)}>{t('settings.continue')}</Button>
            <Button variant="secondary" onClick={() => setIsConfirming(false)}>
              {t('settings.keepProfile')}
            </Button>
          </>
        }
      >
        <p>{t('settings.reviewWarning')}</p>
      </Modal>
    </>
  );
}
