// Top of /dashboardtoweb: profile picture (opens Settings, like the rider dashboard's) and the welcome.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { useAppState } from '../../../lib/app-state';
import { storage } from '../../../lib/storage';

export function DriverHeader() {
  const { t } = useTranslation('driver');
  const picture = useAppState((state) => state.profilePicture);
  const name = useAppState((state) => state.username) || storage.get('uname');
  return (
    <header className="driver-header">
      <div>
        <h1 className="driver-header__welcome">{t('welcome', { name: name || t('welcomeDefaultName') })}</h1>
        <p className="hint">{t('stayOnPage')}</p>
      </div>
      <Link to="/settings" className="driver-header__avatar" aria-label={t('settings')}>
        <Avatar src={picture} name={name} size={48} />
      </Link>
    </header>
  );
}
