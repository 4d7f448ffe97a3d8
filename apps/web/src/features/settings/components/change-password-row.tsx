// Settings › Change Password reaches /ResetPassword through the e-mailed code: the server accepts
// a new password only after a verified reset code, so a stolen session cannot change it.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useForgotPassword } from '../../auth/api/forgot-password';
import { RowIcon } from './row-icon';

export function ChangePasswordRow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  return (
    <li>
      <button
        type="button"
        className="settings-row"
        disabled={forgot.isPending}
        onClick={() => {
          const email = storage.get('useremail');
          if (!email) {
            toast.error(t('messages.emailNotFound'));
            return;
          }
          forgot.mutate(
            { email },
            {
              onSuccess: () => {
                storage.set('email', email);
                toast.success(t('auth.otpSent'));
                navigate('/EnterOTP');
              },
              onError: (error) => toast.error(errorMessage(error, t('auth.otpSendFailed'))),
            },
          );
        }}
      >
        <span className="settings-row__icon">
          <RowIcon name="lock" />
        </span>
        <span className="settings-row__label">
          {forgot.isPending ? t('settings.sendingCode') : t('settings.changePassword')}
        </span>
        <span className="settings-row__chevron" aria-hidden="true">
          ›
        </span>
      </button>
    </li>
  );
}
