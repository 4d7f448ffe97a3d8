// 'Update Advanced Profile'. For a driver or bike rider, saving new vehicle details or documents withdraws the
// approval until an admin reviews them again: say so before they start, and show where the review stands.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useSession } from '../../../lib/role';
import { useApproval } from '../../driver/api/get-approval';
import { REVIEW_WARNING } from '../../profile-completion/components/vehicle-profile-form';

/** Where the rider dashboard opens its 'Complete Driver/Biker Profile' flow. */
export const ADVANCED_PROFILE_ROUTE = '/Dashboard?completeProfile=1';

export function AdvancedProfileButton() {
  const navigate = useNavigate();
  const { isVehicleRole } = useSession();
  const approval = useApproval({ enabled: isVehicleRole });
  const [isConfirming, setIsConfirming] = useState(false);

  return (
    <>
      {isVehicleRole && approval.isSuccess && (
        <p className="review-state" role="status">
          Profile review:{' '}
          <strong className={approval.data ? 'review-state--ok' : 'review-state--wait'}>
            {approval.data ? 'Approved' : 'Under review'}
          </strong>
        </p>
      )}
      <Button
        variant="secondary"
        onClick={() => (isVehicleRole ? setIsConfirming(true) : navigate(ADVANCED_PROFILE_ROUTE))}
      >
        Update Advanced Profile
      </Button>
      <Modal
        isOpen={isConfirming}
        title="Send your profile for review?"
        onClose={() => setIsConfirming(false)}
        actions={
          <>
            <Button onClick={() => navigate(ADVANCED_PROFILE_ROUTE)}>Continue</Button>
            <Button variant="secondary" onClick={() => setIsConfirming(false)}>
              Keep my profile
            </Button>
          </>
        }
      >
        <p>{REVIEW_WARNING}</p>
      </Modal>
    </>
  );
}
