import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

export function MissingProfileModal(props: { isOpen: boolean; onContinue: () => void; onClose: () => void }) {
  const { isOpen, onContinue, onClose } = props;
  const { t } = useTranslation('profile');
  return (
    <Modal
      isOpen={isOpen}
      title={t('missingTitle')}
      onClose={onClose}
      actions={<Button onClick={onContinue}>{t('completeProfile')}</Button>}
    >
      <p>{t('missingText')}</p>
    </Modal>
  );
}
