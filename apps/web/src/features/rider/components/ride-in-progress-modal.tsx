// A stored ride of the current user whose status is not pending; only Continue leaves it.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

export function RideInProgressModal({ isOpen }: { isOpen: boolean }) {
  const navigate = useNavigate();
  const { t } = useTranslation('rider');
  const ride = useTranslation('ride').t;
  return (
    <Modal
      isOpen={isOpen}
      title={ride('rideStatus.in_progress')}
      isClosable={false}
      actions={<Button onClick={() => navigate('/driver-details')}>{t('continue')}</Button>}
    >
      <p>{t('ongoingRide')}</p>
    </Modal>
  );
}
