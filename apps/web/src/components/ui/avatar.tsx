// The profile picture when it is a URL (absolute or a server path), otherwise the initials.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface AvatarProps {
  src?: string | null;
  name?: string | null;
  size?: number;
}

export function isPictureUrl(src: string | null | undefined): src is string {
  return typeof src === 'string' && /^(https?:\/\/|\/|blob:|data:image\/)/.test(src);
}

export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0]}${words.at(-1)?.[0]}` : (words[0]?.slice(0, 2) ?? '');
  return letters.toUpperCase() || '?';
}

export function Avatar({ src, name, size = 48 }: AvatarProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) };
  const alt = name ? t('common.profilePictureOf', { name }) : t('common.profilePicture');
  if (isPictureUrl(src) && !failed) {
    return <img className="avatar" src={src} alt={alt} style={style} onError={() => setFailed(true)} />;
  }
  return (
    <span className="avatar avatar--initials" style={style} role="img" aria-label={alt}>
      {initialsOf(name)}
    </span>
  );
}
