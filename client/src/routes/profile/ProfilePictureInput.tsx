import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { ProfilePicture } from '../../components/header/ProfilePicture';
import { FormField } from '../../components/form/FormField';

interface Props {
  /** The saved picture's file name. */
  current?: string | null;
  file: File | null;
  error?: string | null;
  onChange(file: File | null): void;
  /** Changes after a save so the file input empties. */
  resetKey: number;
}

/** The picture upload with a preview of the chosen file (or the saved picture). */
export function ProfilePictureInput({ current, file, error, onChange, resetKey }: Props) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <FormField id="profile-picture" label={t('profile.picture')} error={error} hint={t('profile.pictureHint')}>
      <div className="profile-picture-input">
        <ProfilePicture picture={preview ?? current} size={72} />
        <input
          key={resetKey}
          id="profile-picture"
          name="profilePic"
          type="file"
          accept="image/*"
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        />
      </div>
    </FormField>
  );
}
