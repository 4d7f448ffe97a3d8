// "★ 4.6 (23)", or "New" before the first rating.
import { useTranslation } from 'react-i18next';

export function RatingText({ rating, count }: { rating?: number | null; count?: number }) {
  const { t } = useTranslation('safety');
  if (rating === null || rating === undefined || !count)
    return <span className="rating-text">{t('ratingNew')}</span>;
  return (
    <span className="rating-text">
      <span aria-hidden="true">
        ★ {rating.toFixed(1)} ({count})
      </span>
      <span className="visually-hidden">{t('rated', { rating: rating.toFixed(1), count })}</span>
    </span>
  );
}
