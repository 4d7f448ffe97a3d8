import { Modal } from '../../../components/ui/modal';
import type { VehicleRole } from '../profile-fields';
import { VehicleProfileForm } from './vehicle-profile-form';

export function CompleteProfileModal(props: { role: VehicleRole | null; onClose: () => void }) {
  const { role, onClose } = props;
  return (
    <Modal
      isOpen={role !== null}
      title={role === 'biker' ? 'Complete Biker Profile' : 'Complete Driver Profile'}
      onClose={onClose}
    >
      {role && <VehicleProfileForm key={role} role={role} />}
    </Modal>
  );
}
