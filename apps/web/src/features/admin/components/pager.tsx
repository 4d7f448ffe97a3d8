// Previous/next for a paginated list (lists never load a whole table).
export function Pager(props: {
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
}) {
  const { offset, limit, total } = props;
  if (total <= limit) return null;
  const last = Math.min(offset + limit, total);
  return (
    <div className="admin-pager">
      <span className="admin-muted">
        {offset + 1}–{last} of {total}
      </span>
      <button
        type="button"
        className="admin-btn"
        disabled={offset === 0}
        onClick={() => props.onChange(Math.max(0, offset - limit))}
      >
        Previous
      </button>
      <button
        type="button"
        className="admin-btn"
        disabled={last >= total}
        onClick={() => props.onChange(offset + limit)}
      >
        Next
      </button>
    </div>
  );
}
