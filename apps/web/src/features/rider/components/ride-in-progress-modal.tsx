// A stored ride of the current user whose status is not pending; only Continue leaves it.
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

export function RideInProgressModal({ isOpen }: { isOpen: boolean }) {
  const navigate = useNavigate();
  return (
    <Modal
      isOpen={isOpen}
      title="Ride In Progress"
      isClosable={false}
      actions={<Button onClick={() => navigate('/driver-details')}>Continue</Button>}
    >
      <p>You have an ongoing ride request. Click to continue.</p>
    </Modal>
  );
}
