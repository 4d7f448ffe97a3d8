// Driver or Biker (go on to the profile form) or 'Book a ride', which registers the
// rider role (POST /api/rider/extra-details {preferredType: 'rider', location}) and goes to /Dashboard.

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { setAppState } from '../../../lib/app-state';
import { saveRole } from '../../../lib/role';
import { toast } from '../../../lib/toast';
import { submitExtraDetails } from '../api/submit-extra-details';
import { currentPosition } from '../current-position';
import type { VehicleRole } from '../profile-fields';

export function SelectRoleModal(props: {
  isOpen: boolean;
  onChoose: (role: VehicleRole) => void;
  onClose: () => void;
}) {
  const { isOpen, onChoose, onClose } = props;
  const navigate = useNavigate();
  const { t } = useTranslation('profile');
  const [isBooking, setIsBooking] = useState(false);

  async function bookRide() {
    setIsBooking(true);
    try {
      const position = await currentPosition();
      if (!position) return;
      await submitExtraDetails({ preferredType: 'rider', ...position });
      saveRole('rider');
      setAppState({ isExtraDetailsMissing: false });
      onClose();
      navigate('/Dashboard', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, t('submitFailed')));
    } finally {
      setIsBooking(false);
    }
  }

  return (
    <Modal isOpen={isOpen} title={t('selectRole')} onClose={onClose}>
      <p>{t('howWillYouUse')}</p>
      <div className="select-role__choices">
        <Button variant="secondary" onClick={() => onChoose('driver')}>
          {t('driver')}
        </Button>
        <Button variant="secondary" onClick={() => onChoose('biker')}>
          {t('biker')}
        </Button>
        <Button onClick={bookRide} isLoading={isBooking}>
          {t('bookRide')}
        </Button>
      </div>
    </Modal>
  );
}
