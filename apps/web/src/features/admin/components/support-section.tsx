// The support inbox: messages sent from the app's Support screen (POST /api/message); mark them handled.
import { toast } from '../../../lib/toast';
import { useSupportMessages } from '../api/list-support';
import { useMarkSupportHandled } from '../api/mark-support-handled';
import { errorText } from '../lib/admin-fetch';
import { formatDateTime } from '../lib/format';
import { useFilteredPages } from '../lib/use-filtered-pages';
import { Pager } from './pager';
import { QueryState } from './query-state';

const PAGE = 20;

export function SupportSection() {
  const { filter: showHandled, offset, setOffset, choose: toggle } = useFilteredPages(false);
  const messages = useSupportMessages({ handled: showHandled, limit: PAGE, offset });
  const mark = useMarkSupportHandled();
  return (
    <section aria-labelledby="support-title">
      <div className="admin-section-head">
        <h1 id="support-title">Support inbox</h1>
        <fieldset className="admin-segmented">
          <legend className="visually-hidden">Which messages</legend>
          <button type="button" aria-pressed={!showHandled} onClick={() => toggle(false)}>
            To handle{!showHandled && messages.data ? ` (${messages.data.total})` : ''}
          </button>
          <button type="button" aria-pressed={showHandled} onClick={() => toggle(true)}>
            Handled
          </button>
        </fieldset>
      </div>
      <QueryState
        isLoading={messages.isLoading}
        error={messages.error}
        isEmpty={messages.data?.messages.length === 0}
        emptyText={showHandled ? 'No handled messages yet.' : 'Inbox zero: every message is handled.'}
      >
        <div className="admin-list">
          {messages.data?.messages.map((item) => (
            <article key={item._id} className="admin-card admin-message" aria-label={item.subject}>
              <header className="admin-user-card__head">
                <div>
                  <h3>{item.subject}</h3>
                  <p className="admin-muted">
                    {item.user.name} · <a href={`mailto:${item.user.email}`}>{item.user.email}</a> ·{' '}
                    <a href={`tel:${item.user.phoneNumber}`}>{item.user.phoneNumber}</a> ·{' '}
                    {formatDateTime(item.createdAt)}
                  </p>
                </div>
                <button
                  type="button"
                  className={item.handledAt ? 'admin-btn' : 'admin-btn admin-btn--primary'}
                  disabled={mark.isPending}
                  onClick={() =>
                    mark.mutate(
                      { messageId: item._id, handled: !item.handledAt },
                      {
                        onSuccess: (answer) => toast.success(answer.message),
                        onError: (e) => toast.error(errorText(e)),
                      },
                    )
                  }
                >
                  {item.handledAt ? 'Reopen' : 'Mark handled'}
                </button>
              </header>
              <p className="admin-message__body">{item.message}</p>
              {item.handledAt && <p className="admin-muted">Handled {formatDateTime(item.handledAt)}</p>}
            </article>
          ))}
        </div>
        <Pager offset={offset} limit={PAGE} total={messages.data?.total ?? 0} onChange={setOffset} />
      </QueryState>
    </section>
  );
}
