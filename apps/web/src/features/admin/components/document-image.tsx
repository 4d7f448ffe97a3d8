// A driver's or biker's uploaded document. Documents are served only with an admin's bearer token, so the
// image is fetched as a blob and shown through an object URL (released when the card goes away).
import { useEffect, useState } from 'react';
import { errorText, fetchDocumentObjectUrl } from '../lib/admin-fetch';

export function DocumentImage({ label, url }: { label: string; url?: string }) {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );

  if (!url) return <div className="admin-doc admin-doc--missing">{label}: not uploaded</div>;
  const open = async () => {
    setIsLoading(true);
    setError(null);
    try {
      setObjectUrl(await fetchDocumentObjectUrl(url));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setIsLoading(false);
    }
  };
  return (
    <figure className="admin-doc">
      {objectUrl ? (
        <a href={objectUrl} target="_blank" rel="noreferrer" title="Open full size in a new tab">
          <img src={objectUrl} alt={label} />
        </a>
      ) : (
        <button type="button" className="admin-btn" onClick={open} disabled={isLoading}>
          {isLoading ? 'Opening…' : `View ${label.toLowerCase()}`}
        </button>
      )}
      <figcaption>{label}</figcaption>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
    </figure>
  );
}
