// Confirmation before reporting a no-show (POST /api/noshow): the report closes the ride and counts against
// the rider (the terms: more than two no-shows disable an account), so it must not happen by a slip.
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

export interface NoShowConfirmProps {
  isOpen: boolean;
  riderName: string;
  onCancel(): void;
  onConfirm(): void;
}

export function NoShowConfirm({ isOpen, riderName, onCancel, onConfirm }: NoShowConfirmProps) {
  return (
    <Modal
      isOpen={isOpen}
      title="Report a no-show?"
      onClose={onCancel}
      actions={
        <>
          <Button variant="danger" onClick={onConfirm}>
            Yes, report no-show
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Keep waiting
          </Button>
        </>
      }
    >
      <p>
        Report that {riderName} did not come to the pickup point? The ride will be closed and no commission is
        charged.
      </p>
    </Modal>
  );
}
