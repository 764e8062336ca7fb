import { Trans, useTranslation } from 'react-i18next';
import { useEffect, useState, type FormEvent } from 'react';
import { FormField, fieldAria } from '../../components/form/FormField';
import { FormNotice, type Notice } from '../../components/form/FormNotice';
import { serverMessage } from '../../components/serverMessage';
import { useSession } from '../../session/SessionContext';
import { toSessionUser } from '../../session/sessionUser';
import { useVerifyEmailOtpMutation } from './useVerifyEmailOtpMutation';
import { useResendEmailOtpMutation } from './useResendEmailOtpMutation';
import { LOGIN_MESSAGES, digitsOnly, validateOtp, withCountryCode } from './loginRules';
import { awaitSignInElsewhere } from '../../session/signInChannel';

interface Props {
  email: string;
  /** The 10 digits typed with the details: sent with the code, it becomes the account's phone. */
  phone: string;
  /** The server's message about the code just sent. */
  sentMessage: string;
  /** Back to the details step (a typo in the e-mail). */
  onChangeDetails(): void;
}

/**
 * Step two: the 4-digit code; verify signs in (the login page then goes on), resend mails a new code. The mail's link
 * opened in another tab signs this one in too, as if the code had been typed here.
 */
export function LoginOtpStep({ email, phone, sentMessage, onChangeDetails }: Props) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(sentMessage ? { kind: 'success', text: sentMessage } : null);
  const [verifyOtp, { loading: verifying }] = useVerifyEmailOtpMutation();
  const [resendOtp, { loading: resending }] = useResendEmailOtpMutation();
  const busy = verifying || resending;
  useEffect(() => awaitSignInElsewhere(email, signIn), [email, signIn]);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateOtp(otp);
    setError(invalid);
    if (invalid) return;
    setNotice(null);
    try {
      const { data } = await verifyOtp({ variables: { email, otp, phone: withCountryCode(phone) } });
      if (!data) throw new Error('no sign-in data');
      signIn(data.verifyEmailOtp.token, toSessionUser(data.verifyEmailOtp.user));
    } catch (failure) {
      setNotice({ kind: 'error', text: serverMessage(failure) ?? LOGIN_MESSAGES.verifyFailed });
    }
  };

  const resend = async () => {
    setNotice(null);
    try {
      const { data } = await resendOtp({ variables: { email } });
      setOtp('');
      setNotice({ kind: 'success', text: data?.resendEmailOtp || t('login.resent') });
    } catch (failure) {
      setNotice({ kind: 'error', text: serverMessage(failure) ?? LOGIN_MESSAGES.resendFailed });
    }
  };

  return (
    <form className="form-stack" noValidate onSubmit={verify} aria-label={t('login.otpForm')}>
      <p className="login__sent-to">
        <Trans i18nKey="login.sentTo" values={{ email }} components={{ strong: <strong /> }} />
      </p>
      <FormField id="login-otp" label={t('login.otp')} error={error}>
        <input
          id="login-otp"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          className="login__otp"
          value={otp}
          onChange={(e) => setOtp(digitsOnly(e.target.value, 4))}
          {...fieldAria('login-otp', error)}
        />
      </FormField>
      <FormNotice notice={notice} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {verifying ? t('login.verifying') : t('login.verify')}
      </button>
      <div className="form-actions login__secondary">
        <span>{t('login.didntGetIt')}</span>
        <button type="button" className="link-button" onClick={resend} disabled={busy}>
          {resending ? t('login.resending') : t('login.resend')}
        </button>
        <button type="button" className="link-button login__change" onClick={onChangeDetails} disabled={busy}>
          {t('login.changeDetails')}
        </button>
      </div>
    </form>
  );
}
