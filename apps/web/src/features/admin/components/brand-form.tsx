// The operator's brand: name, short name, colours (checked for readable text as the server checks them) and
// the logo, applied to the rider and driver app, its manifest and the e-mails without a rebuild.
import { BRAND_LOGO_LIMIT_BYTES, BRAND_LOGO_TYPES, type Brand, brandSettingsSchema } from '@waka/shared';
import { type FormEvent, useState } from 'react';
import { reloadAppConfig } from '../../../lib/app-config';
import { toast } from '../../../lib/toast';
import type { SettingsAnswer } from '../api/get-settings';
import { useRemoveBrandLogo } from '../api/remove-brand-logo';
import { useUpdateSettings } from '../api/update-settings';
import { useUploadBrandLogo } from '../api/upload-brand-logo';
import { errorText } from '../lib/admin-fetch';

type BrandFields = Omit<Brand, 'logoUrl'>;
const TEXT_FIELDS = [
  ['name', 'Operator name', 'Title, headers, e-mails and the installed app'],
  ['shortName', 'Short name', 'Under the home-screen icon (12 characters at most)'],
] as const;
const COLOUR_FIELDS = [
  ['primaryColor', 'Primary colour', 'Buttons and highlights'],
  ['accentColor', 'Accent colour', 'Links and focus rings'],
] as const;

function fieldsOf(brand: Brand): BrandFields {
  return {
    name: brand.name,
    shortName: brand.shortName,
    primaryColor: brand.primaryColor,
    accentColor: brand.accentColor,
  };
}

function problemsOf(fields: BrandFields): Partial<Record<keyof BrandFields, string>> {
  const parsed = brandSettingsSchema.safeParse(fields);
  const problems: Partial<Record<keyof BrandFields, string>> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) problems[issue.path[0] as keyof BrandFields] ??= issue.message;
  return problems;
}

/** After a change, the console's own header and title follow at once. */
function applied(message: string) {
  return (_answer: SettingsAnswer) => {
    void reloadAppConfig().catch(() => {});
    toast.success(message);
  };
}

export function BrandForm({ brand }: { brand: Brand }) {
  const [fields, setFields] = useState<BrandFields>(() => fieldsOf(brand));
  const [showProblems, setShowProblems] = useState(false);
  const update = useUpdateSettings();
  const upload = useUploadBrandLogo();
  const remove = useRemoveBrandLogo();
  const problems = problemsOf(fields);
  const set = (name: keyof BrandFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    const parsed = brandSettingsSchema.safeParse(fields);
    if (!parsed.success) return;
    const changed = Object.fromEntries(
      Object.entries(parsed.data).filter(([key, value]) => brand[key as keyof BrandFields] !== value),
    );
    if (Object.keys(changed).length === 0) {
      toast('Nothing changed.');
      return;
    }
    update.mutate(
      { brand: changed },
      {
        onSuccess: (answer) => {
          setFields(fieldsOf(answer.settings.brand));
          applied('Brand saved. Riders and drivers see it on their next visit.')(answer);
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );
  };

  const onLogo = (event: { target: HTMLInputElement }) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > BRAND_LOGO_LIMIT_BYTES) {
      toast.error('The logo is too large: the limit is 2 MB.');
      return;
    }
    upload.mutate(file, {
      onSuccess: applied('Logo saved.'),
      onError: (error) => toast.error(errorText(error)),
    });
  };

  return (
    <form className="admin-card admin-settings" onSubmit={onSubmit} noValidate aria-label="Brand">
      <h2>Brand</h2>
      <div className="admin-grid-3">
        {TEXT_FIELDS.map(([name, label, hint]) => (
          <label className="admin-field" key={name}>
            <span>{label}</span>
            <input
              value={fields[name]}
              onChange={set(name)}
              aria-invalid={showProblems && Boolean(problems[name])}
            />
            <small className="admin-muted">{hint}</small>
            {showProblems && problems[name] && <small className="admin-error">{problems[name]}</small>}
          </label>
        ))}
        {COLOUR_FIELDS.map(([name, label, hint]) => (
          <div className="admin-field" key={name}>
            <label htmlFor={`brand-${name}`}>{label}</label>
            <div className="admin-colour">
              <input
                type="color"
                aria-label={`${label} picker`}
                value={/^#[0-9a-f]{6}$/i.test(fields[name]) ? fields[name] : '#000000'}
                onChange={set(name)}
              />
              <input
                id={`brand-${name}`}
                value={fields[name]}
                onChange={set(name)}
                spellCheck={false}
                aria-invalid={Boolean(problems[name])}
              />
            </div>
            <small className="admin-muted">{hint}</small>
            {problems[name] && (
              <small className="admin-error" role="alert">
                {problems[name]}
              </small>
            )}
          </div>
        ))}
      </div>
      <h3>Logo</h3>
      <div className="admin-logo">
        <img src={brand.logoUrl ?? '/icons/icon.svg'} alt="Current logo" width="64" height="64" />
        <label className="admin-btn">
          {upload.isPending ? 'Uploading…' : 'Upload logo'}
          <input
            type="file"
            accept={BRAND_LOGO_TYPES.join(',')}
            onChange={onLogo}
            className="visually-hidden"
            aria-label="Logo file"
          />
        </label>
        {brand.logoUrl && (
          <button
            type="button"
            className="admin-btn"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: applied('Logo removed.'),
                onError: (error) => toast.error(errorText(error)),
              })
            }
          >
            Remove logo
          </button>
        )}
        <small className="admin-muted">PNG, JPEG or WebP up to 2 MB; shown square.</small>
      </div>
      <div className="admin-actions">
        <button type="submit" className="admin-btn admin-btn--primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save brand'}
        </button>
      </div>
    </form>
  );
}
