import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { FormField, fieldAria } from '../../components/form/FormField';
import { FormNotice } from '../../components/form/FormNotice';
import { useFormErrors } from '../../components/form/useFormErrors';
import { serverMessage } from '../../components/serverMessage';
import { useSendEmailOtpMutation } from './useSendEmailOtpMutation';
import { currentLanguage } from '../../i18n/i18n';
import { LOGIN_MESSAGES, digitsOnly, validateLoginInfo, withCountryCode, type LoginInfo, type LoginInfoErrors } from './loginRules';

interface Props {
  initial: LoginInfo;
  /** The code is on its way: move to the OTP step with the server's message. */
  onSent(info: LoginInfo, message: string): void;
}

/** Step one: name, e-mail and phone; sends the code. */
export function LoginInfoStep({ initial, onSent }: Props) {
  const { t } = useTranslation();
  const [info, setInfo] = useState(initial);
  const { errors, check } = useFormErrors<keyof LoginInfoErrors>('login-');
  const [failure, setFailure] = useState<string | null>(null);
  const [sendOtp, { loading }] = useSendEmailOtpMutation();

  const change = (field: keyof LoginInfo, value: string) => setInfo((prev) => ({ ...prev, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLoginInfo(info);
    const valid = check(found);
    setFailure(null);
    if (!valid) return;
    const person = { name: info.name.trim(), email: info.email.trim(), phone: info.phone };
    try {
      const { data } = await sendOtp({ variables: { ...person, phone: withCountryCode(person.phone), language: currentLanguage() } });
      onSent(person, data?.sendEmailOtp ?? '');
    } catch (error) {
      setFailure(serverMessage(error) ?? LOGIN_MESSAGES.sendFailed);
    }
  };

  return (
    <form className="form-stack" noValidate onSubmit={submit} aria-label={t('login.stepDetails')}>
      <FormField id="login-name" label={t('login.name')} error={errors.name}>
        <input
          id="login-name"
          name="name"
          autoComplete="name"
          value={info.name}
          onChange={(e) => change('name', e.target.value)}
          {...fieldAria('login-name', errors.name)}
        />
      </FormField>
      <FormField id="login-email" label={t('login.email')} error={errors.email}>
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="email"
          value={info.email}
          onChange={(e) => change('email', e.target.value)}
          {...fieldAria('login-email', errors.email)}
        />
      </FormField>
      <FormField id="login-phone" label={t('login.phone')} error={errors.phone}>
        <div className="input-prefix">
          <span className="input-prefix__text" aria-hidden="true">
            +91
          </span>
          <input
            id="login-phone"
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            value={info.phone}
            onChange={(e) => change('phone', digitsOnly(e.target.value, 10))}
            {...fieldAria('login-phone', errors.phone)}
          />
        </div>
      </FormField>
      <FormNotice notice={failure ? { kind: 'error', text: failure } : null} />
      <button type="submit" className="btn btn--primary btn--block" disabled={loading}>
        {loading ? t('login.sending') : t('login.send')}
      </button>
    </form>
  );
}
