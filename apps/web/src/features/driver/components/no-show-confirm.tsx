// Confirmation before reporting a no-show (POST /api/noshow): the report closes the ride and counts against
// the rider (the terms: more than two no-shows disable an account), so it must not happen by a slip.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

export interface NoShowConfirmProps {
  isOpen: boolean;
  riderName: string;
  onCancel(): void;
  onConfirm(): void;
}

export function NoShowConfirm({ isOpen, riderName, onCancel, onConfirm }: NoShowConfirmProps) {
  const { t } = useTranslation('driver');
  return (
    <Modal
      isOpen={isOpen}
      title={t('noShowTitle')}
      onClose={onCancel}
      actions={
        <>
          <Button variant="danger" onClick={onConfirm}>
            {t('noShowYes')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('keepWaiting')}
          </Button>
        </>
      }
    >
      <p>{t('noShowText', { name: riderName })}</p>
    </Modal>
  );
}
