// A wallet's ledger: find a driver or biker by name or e-mail, then their balance and entries.
import { useState } from 'react';
import { useWalletLedger } from '../api/get-wallet-ledger';
import { useUsers } from '../api/list-users';
import { formatDateTime, formatNaira } from '../lib/format';
import { QueryState } from './query-state';

export function WalletLedgerPanel({
  userId,
  onPick,
}: {
  userId: string | null;
  onPick: (id: string | null) => void;
}) {
  const [q, setQ] = useState('');
  const matches = useUsers({ q: q.trim(), limit: 5, offset: 0 });
  const ledger = useWalletLedger(userId);
  return (
    <div className="admin-card">
      <div className="admin-section-head">
        <h2>Wallet ledger</h2>
        {userId && (
          <button type="button" className="admin-btn" onClick={() => onPick(null)}>
            Another wallet
          </button>
        )}
      </div>
      {!userId ? (
        <>
          <label className="admin-field">
            <span>Find a user</span>
            <input
              type="search"
              placeholder="Name, e-mail or phone"
              value={q}
              onChange={(e) => setQ(e.target.value)}
            />
          </label>
          {q.trim().length >= 2 && (
            <ul className="admin-picklist">
              {matches.data?.users.map((user) => (
                <li key={user._id}>
                  <button type="button" className="admin-link" onClick={() => onPick(user._id)}>
                    {user.name}
                  </button>{' '}
                  <span className="admin-muted">
                    {user.email} · {user.preferredType ?? '—'}
                  </span>
                </li>
              ))}
              {matches.data?.users.length === 0 && <li className="admin-muted">Nobody matches.</li>}
            </ul>
          )}
        </>
      ) : (
        <QueryState isLoading={ledger.isLoading} error={ledger.error} isEmpty={false} emptyText="">
          {ledger.data && (
            <>
              <p>
                <strong>{ledger.data.user.name}</strong>{' '}
                <span className="admin-muted">{ledger.data.user.email}</span>
              </p>
              <p className="admin-figure">
                {formatNaira(ledger.data.balance)} <span className="admin-muted">balance</span>
              </p>
              {ledger.data.entries.length === 0 ? (
                <p className="admin-empty">No entries yet.</p>
              ) : (
                <table className="admin-table admin-table--compact">
                  <tbody>
                    {ledger.data.entries.map((entry) => (
                      <tr key={entry.id}>
                        <td>{formatDateTime(entry.createdAt)}</td>
                        <td>{entry.description}</td>
                        <td className={`num ${entry.amount < 0 ? 'is-debit' : 'is-credit'}`}>
                          {formatNaira(entry.amount)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {ledger.data.total > ledger.data.entries.length && (
                <p className="admin-muted">
                  Newest {ledger.data.entries.length} of {ledger.data.total} entries.
                </p>
              )}
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}
