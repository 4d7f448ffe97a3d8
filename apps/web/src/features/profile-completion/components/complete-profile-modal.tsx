import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import type { VehicleRole } from '../profile-fields';
import { VehicleProfileForm } from './vehicle-profile-form';

export function CompleteProfileModal(props: { role: VehicleRole | null; onClose: () => void }) {
  const { role, onClose } = props;
  const { t } = useTranslation('profile');
  return (
    <Modal
      isOpen={role !== null}
      title={role === 'biker' ? t('completeBiker') : t('completeDriver')}
      onClose={onClose}
    >
      {role && <VehicleProfileForm key={role} role={role} />}
    </Modal>
  );
}
