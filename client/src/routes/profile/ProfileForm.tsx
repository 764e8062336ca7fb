import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { FormField, fieldAria } from '../../components/form/FormField';
import { FormNotice, type Notice } from '../../components/form/FormNotice';
import { useFormErrors } from '../../components/form/useFormErrors';
import { errorCode, serverMessage } from '../../components/serverMessage';
import { useSession } from '../../session/SessionContext';
import { toSessionUser } from '../../session/sessionUser';
import type { SessionUser } from '../../session/sessionStorageKeys';
import { useUpdateProfileMutation } from './useUpdateProfileMutation';
import { pictureError } from '../../lib/picture';
import { ProfilePictureInput } from './ProfilePictureInput';
import { GENDERS, PROFILE_MESSAGES, profileFormOf, profileInput, todayIso, type ProfileForm as Form } from './profileRules';

/** Account Settings: name, address, gender, date of birth and picture; phone and e-mail are read-only. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { setUser } = useSession();
  const [form, setForm] = useState<Form>(() => profileFormOf(user));
  const [picture, setPicture] = useState<File | null>(null);
  const { errors, check, clear } = useFormErrors<'name' | 'picture'>('profile-');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [updateProfile, { loading }] = useUpdateProfileMutation();

  const change = (field: keyof Form, value: string) => setForm((prev) => ({ ...prev, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: form.name.trim() ? undefined : PROFILE_MESSAGES.name,
      picture: picture ? (pictureError(picture) ?? undefined) : undefined,
    };
    const valid = check(found);
    setNotice(null);
    if (!valid) return;
    try {
      const { data } = await updateProfile({ variables: { input: profileInput(form), profilePic: picture } });
      if (!data) throw new Error('no profile in the answer');
      const saved = toSessionUser(data.updateProfile);
      setUser(saved);
      setForm(profileFormOf(saved));
      setPicture(null);
      setResetKey((key) => key + 1);
      setNotice({ kind: 'success', text: PROFILE_MESSAGES.saved });
    } catch (error) {
      // SPEC.md's text first; the server's reason under it when it is about the input (a date, a picture).
      const detail = ['BAD_USER_INPUT', 'PAYLOAD_TOO_LARGE'].includes(errorCode(error) ?? '') ? serverMessage(error) : null;
      setNotice({ kind: 'error', text: PROFILE_MESSAGES.failed, detail });
    }
  };

  return (
    <form className="form-card form-card--wide form-stack" noValidate onSubmit={submit} aria-label={t('profile.title')}>
      <ProfilePictureInput
        current={user.profilePic}
        file={picture}
        error={errors.picture}
        resetKey={resetKey}
        onChange={(file) => {
          setPicture(file);
          clear('picture');
        }}
      />
      <FormField id="profile-name" label={t('profile.name')} error={errors.name}>
        <input
          id="profile-name"
          name="name"
          autoComplete="name"
          value={form.name}
          onChange={(e) => change('name', e.target.value)}
          {...fieldAria('profile-name', errors.name)}
        />
      </FormField>
      <div className="form-row">
        <FormField id="profile-phone" label={t('profile.phone')}>
          <input id="profile-phone" name="phone" value={user.phone ?? ''} readOnly />
        </FormField>
        <FormField id="profile-email" label={t('profile.email')}>
          <input id="profile-email" name="email" type="email" value={user.email ?? ''} readOnly />
        </FormField>
      </div>
      <FormField id="profile-address" label={t('profile.address')}>
        <textarea
          id="profile-address"
          name="address"
          autoComplete="street-address"
          maxLength={300}
          value={form.address}
          onChange={(e) => change('address', e.target.value)}
        />
      </FormField>
      <FormField id="profile-state" label={t('profile.state')}>
        <input
          id="profile-state"
          name="state"
          autoComplete="address-level1"
          maxLength={60}
          placeholder={t('misc.statePlaceholder')}
          value={form.state}
          onChange={(e) => change('state', e.target.value)}
        />
      </FormField>
      <div className="form-row">
        <FormField id="profile-gender" label={t('profile.gender')}>
          <select id="profile-gender" name="gender" value={form.gender} onChange={(e) => change('gender', e.target.value)}>
            <option value="">{t('profile.selectGender')}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`profile.genders.${gender}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="profile-dob" label={t('profile.dob')}>
          <input
            id="profile-dob"
            name="dob"
            type="date"
            max={todayIso()}
            value={form.dob}
            onChange={(e) => change('dob', e.target.value)}
          />
        </FormField>
      </div>
      <FormNotice notice={notice} />
      <button type="submit" className="btn btn--primary" disabled={loading}>
        {loading ? t('profile.saving') : t('profile.save')}
      </button>
    </form>
  );
}
