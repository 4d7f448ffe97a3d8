// One tappable row of the settings lists.
import { Link } from 'react-router';
import { RowIcon, type RowIconName } from './row-icon';

export function SettingsRow({ to, label, icon }: { to: string; label: string; icon: RowIconName }) {
  return (
    <li>
      <Link to={to} className="settings-row">
        <span className="settings-row__icon">
          <RowIcon name={icon} />
        </span>
        <span className="settings-row__label">{label}</span>
        <span className="settings-row__chevron" aria-hidden="true">
          ›
        </span>
      </Link>
    </li>
  );
}
