// "★ 4.6 (23)", or "New" before the first rating.
export function RatingText({ rating, count }: { rating?: number | null; count?: number }) {
  if (rating === null || rating === undefined || !count) return <span className="rating-text">New</span>;
  return (
    <span className="rating-text">
      <span aria-hidden="true">
        ★ {rating.toFixed(1)} ({count})
      </span>
      <span className="visually-hidden">
        Rated {rating.toFixed(1)} out of 5 by {count} {count === 1 ? 'person' : 'people'}
      </span>
    </span>
  );
}
