// Shown while the balance is below the configured threshold; it states that
// same number (GET /api/config lowBalanceThreshold) and closes only through 'Add Funds'.
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { naira } from './ride-facts';

export function LowBalanceModal({ isOpen, threshold }: { isOpen: boolean; threshold: number }) {
  const navigate = useNavigate();
  return (
    <Modal
      isOpen={isOpen}
      title="Low wallet balance"
      isClosable={false}
      actions={<Button onClick={() => navigate('/InitializePayment')}>Add Funds</Button>}
    >
      <p>Your wallet balance is below {naira(threshold)}. Add funds to keep receiving ride requests.</p>
    </Modal>
  );
}
