// Shown while the balance is below the configured threshold; it states that
// same number (GET /api/config lowBalanceThreshold) and closes only through 'Add Funds'.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useFormat } from '../../../i18n/format';
import { rideNaira } from './ride-facts';

export function LowBalanceModal({ isOpen, threshold }: { isOpen: boolean; threshold: number }) {
  const navigate = useNavigate();
  const { t } = useTranslation('driver');
  const format = useFormat();
  return (
    <Modal
      isOpen={isOpen}
      title={t('lowBalanceTitle')}
      isClosable={false}
      actions={<Button onClick={() => navigate('/InitializePayment')}>{t('addFunds')}</Button>}
    >
      <p>{t('lowBalanceText', { amount: rideNaira(format, threshold) })}</p>
    </Modal>
  );
}
