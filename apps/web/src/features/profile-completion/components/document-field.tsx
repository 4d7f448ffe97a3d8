// One document image: chosen, uploaded at once for real (POST /api/user/documents), previewed from the local
// file (the stored document url needs the bearer token, which an <img> cannot send).

import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import type { DocumentKind } from '../api/upload-document';
import { useUploadDocument } from '../api/upload-document';

export function DocumentField(props: {
  label: string;
  kind: DocumentKind;
  onUploaded: (url: string) => void;
}) {
  const { label, kind, onUploaded } = props;
  const { t } = useTranslation('profile');
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useUploadDocument();

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    onUploaded('');
    setPreview(URL.createObjectURL(file));
    upload.mutate({ file, kind }, { onSuccess: (url) => onUploaded(url) });
  }

  return (
    <div className="field document-field">
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} type="file" accept="image/*" className="input" onChange={onChange} />
      {preview && <img className="document-field__preview" src={preview} alt={t('preview', { label })} />}
      <p className="hint" aria-live="polite">
        {upload.isPending
          ? t('uploading')
          : upload.isError
            ? errorMessage(upload.error, t('uploadFailed'))
            : upload.isSuccess
              ? t('uploaded')
              : null}
      </p>
    </div>
  );
}
