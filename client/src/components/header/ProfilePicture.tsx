import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadUrl } from '../uploadUrl';

export const DEFAULT_PROFILE_PICTURE = '/default-avatar.svg';

/** The customer's picture, or the default one when there is none or it fails to load. */
export function ProfilePicture({ picture, size = 36 }: { picture?: string | null; size?: number }) {
  const { t } = useTranslation('shell');
  const [failed, setFailed] = useState<string | null>(null);
  const src = picture && failed !== picture ? uploadUrl(picture) : DEFAULT_PROFILE_PICTURE;
  return (
    <img
      className="profile-picture"
      src={src}
      alt={t('header.profilePicture')}
      width={size}
      height={size}
      onError={() => {
        if (picture) setFailed(picture);
      }}
    />
  );
}
