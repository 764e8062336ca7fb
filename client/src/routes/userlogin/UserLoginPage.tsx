import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../session/SessionContext';
import { takeReturn } from '../../session/returnTo';
import { ContentPage } from '../../components/ContentPage';
import { LoginInfoStep } from './LoginInfoStep';
import { LoginOtpStep } from './LoginOtpStep';
import { useSignInLink } from './useSignInLink';
import { FormNotice } from '../../components/form/FormNotice';
import { SignedInElsewhere } from './SignedInElsewhere';
import type { LoginInfo } from './loginRules';
import '../../components/form/form.css';
import './userlogin.css';

type Step = { name: 'info' } | { name: 'otp'; sentMessage: string };

/** Customer login in two steps (SPEC.md sections 4, 5, 7, 8): details, then the code mailed to them. */
export function UserLoginPage() {
  const [info, setInfo] = useState<LoginInfo>({ name: '', email: '', phone: '' });
  const [step, setStep] = useState<Step>({ name: 'info' });
  const { user } = useSession();
  const navigate = useNavigate();
  const link = useSignInLink();
  const { t } = useTranslation();
  const left = useRef(false);
  // Signed in (already, by the code, by the link, or by the link opened in another tab): once, back to where the
  // customer came from (the booking in progress), or home. In place of /userlogin: Back then leads to the screen
  // before it, not to the sign-in page (which would send a signed-in customer on again).
  useEffect(() => {
    if (!user || link.handedOver || left.current) return;
    left.current = true;
    navigate(takeReturn(), { replace: true });
  }, [user, link.handedOver, navigate]);

  const steps = (
    <>
      <FormNotice notice={link.notice} />
      <ol className="login__steps" aria-label={t('login.steps')}>
        <li aria-current={step.name === 'info' ? 'step' : undefined}>{t('login.stepDetails')}</li>
        <li aria-current={step.name === 'otp' ? 'step' : undefined}>{t('login.stepOtp')}</li>
      </ol>
      {step.name === 'info' ? (
        <LoginInfoStep
          initial={info}
          onSent={(sent, sentMessage) => {
            setInfo(sent);
            setStep({ name: 'otp', sentMessage });
          }}
        />
      ) : (
        <LoginOtpStep
          email={info.email}
          phone={info.phone}
          sentMessage={step.sentMessage}
          onChangeDetails={() => setStep({ name: 'info' })}
        />
      )}
    </>
  );

  return (
    <ContentPage title={t('login.title')} intro={t('login.intro')}>
      <div className="form-card login">{link.handedOver ? <SignedInElsewhere /> : steps}</div>
    </ContentPage>
  );
}
