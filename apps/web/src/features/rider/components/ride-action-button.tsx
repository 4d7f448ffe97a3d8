// 'Send Request' when pending, 'Cancel Request' when requested, 'Go Back' otherwise; disabled while
// accepted or in_progress.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

export function RideActionButton(props: {
  status: string;
  isBusy: boolean;
  onSend: () => void;
  onCancel: () => void;
  onGoBack: () => void;
}) {
  const { status, isBusy, onSend, onCancel, onGoBack } = props;
  const { t } = useTranslation('rider');
  if (status === 'pending')
    return (
      <Button isLoading={isBusy} onClick={onSend}>
        {t('sendRequest')}
      </Button>
    );
  if (status === 'requested')
    return (
      <Button variant="danger" isLoading={isBusy} onClick={onCancel}>
        {t('cancelRequest')}
      </Button>
    );
  return (
    <Button
      variant="secondary"
      disabled={status === 'accepted' || status === 'in_progress'}
      onClick={onGoBack}
    >
      {t('goBack')}
    </Button>
  );
}
