// Approvals: drivers and bikers waiting, oldest submission first; or any account by role, state and search.
import { useState } from 'react';
import { type UsersFilter, useUsers } from '../api/list-users';
import { Pager } from './pager';
import { QueryState } from './query-state';
import { UserCard } from './user-card';

const PAGE = 10;
type View = 'waiting' | 'unapproved' | 'approved' | 'disabled' | 'all';

function toFilter(view: View, role: string, q: string, offset: number): UsersFilter {
  const base: UsersFilter = { limit: PAGE, offset, q: q.trim() || undefined };
  if (role) base.role = role as UsersFilter['role'];
  if (view === 'waiting') base.waiting = true;
  if (view === 'unapproved') base.approved = false;
  if (view === 'approved') base.approved = true;
  return view === 'disabled' ? ({ ...base, disabled: true } as UsersFilter) : base;
}

export function ApprovalsSection() {
  const [view, setView] = useState<View>('waiting');
  const [role, setRole] = useState('');
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const users = useUsers(toFilter(view, role, q, offset));
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setOffset(0);
    };
  return (
    <section aria-labelledby="approvals-title">
      <div className="admin-section-head">
        <h1 id="approvals-title">Approvals</h1>
        <span className="admin-muted">{users.data ? `${users.data.total} found` : ''}</span>
      </div>
      <div className="admin-toolbar">
        <label className="admin-field admin-field--inline">
          <span>Show</span>
          <select value={view} onChange={(e) => reset(setView)(e.target.value as View)}>
            <option value="waiting">Waiting for review (oldest first)</option>
            <option value="unapproved">All not approved</option>
            <option value="approved">Approved</option>
            <option value="disabled">Disabled</option>
            <option value="all">Everyone</option>
          </select>
        </label>
        <label className="admin-field admin-field--inline">
          <span>Role</span>
          <select value={role} onChange={(e) => reset(setRole)(e.target.value)}>
            <option value="">
              Drivers and bike riders{view === 'all' || view === 'disabled' ? ' and riders' : ''}
            </option>
            <option value="driver">Drivers</option>
            <option value="biker">Bikers</option>
            <option value="rider">Riders</option>
          </select>
        </label>
        <label className="admin-field admin-field--inline admin-field--grow">
          <span>Search</span>
          <input
            type="search"
            placeholder="Name, e-mail, phone or username"
            value={q}
            onChange={(e) => reset(setQ)(e.target.value)}
          />
        </label>
      </div>
      <QueryState
        isLoading={users.isLoading}
        error={users.error}
        isEmpty={users.data?.users.length === 0}
        emptyText={view === 'waiting' ? 'Nobody is waiting for approval.' : 'No accounts match.'}
      >
        <div className="admin-list">
          {users.data?.users.map((user) => (
            <UserCard key={user._id} user={user} />
          ))}
        </div>
        <Pager offset={offset} limit={PAGE} total={users.data?.total ?? 0} onChange={setOffset} />
      </QueryState>
    </section>
  );
}
