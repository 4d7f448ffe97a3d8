import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

export function MissingProfileModal(props: { isOpen: boolean; onContinue: () => void; onClose: () => void }) {
  const { isOpen, onContinue, onClose } = props;
  return (
    <Modal
      isOpen={isOpen}
      title="Missing Profile Details"
      onClose={onClose}
      actions={<Button onClick={onContinue}>Complete Profile</Button>}
    >
      <p>Your profile is missing some details. Tell us how you will use Waka to continue.</p>
    </Modal>
  );
}
