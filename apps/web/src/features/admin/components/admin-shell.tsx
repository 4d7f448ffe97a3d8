// The console frame: brand, section tabs, who is signed in.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { BrandLogo, useBrand } from '../../../app/brand';

const SECTIONS = [
  ['approvals', 'Approvals'],
  ['rides', 'Rides'],
  ['money', 'Money'],
  ['incidents', 'Incidents'],
  ['support', 'Support'],
  ['places', 'Places'],
  ['settings', 'Settings'],
  ['zones', 'Zones'],
] as const;

export function AdminShell(props: { adminName: string; onSignOut: () => void; children: ReactNode }) {
  const brand = useBrand();
  return (
    <div className="admin">
      <header className="admin-header">
        <div className="admin-brand">
          <BrandLogo size={28} className="admin-brand__logo" />
          {brand.name} <span className="admin-brand__sub">Operations</span>
        </div>
        <nav className="admin-tabs" aria-label="Console sections">
          {SECTIONS.map(([path, label]) => (
            <NavLink key={path} to={`/admin/${path}`} className="admin-tab">
              {label}
            </NavLink>
          ))}
        </nav>
        <div className="admin-user">
          <span className="admin-user__name" title={props.adminName}>
            {props.adminName}
          </span>
          <button type="button" className="admin-btn admin-user__sign-out" onClick={props.onSignOut}>
            Sign out
          </button>
        </div>
      </header>
      <main className="admin-main">{props.children}</main>
    </div>
  );
}
