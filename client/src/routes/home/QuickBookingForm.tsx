import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ToastOptions } from 'react-toastify';
import { toast } from '../../lib/toast';
import { useNavigate } from 'react-router-dom';
import { rememberReturn } from '../../session/returnTo';
import { SectionHeading } from '../../components/SectionHeading';
import { useSession } from '../../session/SessionContext';
import { useSite } from '../../site/SiteContext';
import { useCreateQuickBookingMutation } from './useCreateQuickBookingMutation';
import { QuickBookingFields } from './QuickBookingFields';
import {
  QUICK_DEFAULTS,
  QUICK_MESSAGES,
  QUICK_RESET_MS,
  keepQuickDraft,
  quickBookingInput,
  takeQuickDraft,
  quickBookingProblem,
  quickBookingWhatsAppLink,
  type QuickBookingValues,
} from './quickBooking';
import '../../components/form/form.css';
import './quick-booking.css';

/** SPEC.md section 8: the quick booking's toasts are top-center and close after 3 seconds. */
const TOAST: ToastOptions = { position: 'top-center', autoClose: 3000 };

/** 'Book a Car Instantly' (SPEC.md sections 3, 5, 8, 9): a request by messaging, recorded as a quick booking. */
export function QuickBookingForm() {
  const { t } = useTranslation();
  const { city, contactPhone } = useSite();
  const { token } = useSession();
  const navigate = useNavigate();
  // Back from sign-in: the fields as the customer left them.
  const [values, setValues] = useState<QuickBookingValues>(() => takeQuickDraft() ?? QUICK_DEFAULTS);
  const [booked, setBooked] = useState(false);
  const [createQuickBooking, { loading }] = useCreateQuickBookingMutation();
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = quickBookingProblem(values, city, Boolean(token));
    if (problem) {
      (problem === QUICK_MESSAGES.missing ? toast.error : toast.warn)(problem, TOAST);
      if (problem === QUICK_MESSAGES.login) {
        // The way in, and back to this form with what was typed.
        keepQuickDraft(values);
        rememberReturn('/');
        navigate('/userlogin');
      }
      return;
    }
    try {
      await createQuickBooking({ input: quickBookingInput(values, city) });
    } catch (error) {
      console.error('Quick booking failed:', error);
      toast.error(QUICK_MESSAGES.failed, TOAST);
      return;
    }
    toast.success(QUICK_MESSAGES.success, TOAST);
    window.open(quickBookingWhatsAppLink(values, city, contactPhone), '_blank', 'noopener');
    setBooked(true);
    resetTimer.current = setTimeout(() => {
      setValues(QUICK_DEFAULTS);
      setBooked(false);
    }, QUICK_RESET_MS);
  };

  return (
    <section className="home-section container container--narrow" aria-labelledby="home-quick-booking">
      <SectionHeading id="home-quick-booking" eyebrow={t('quick.eyebrow')} title={t('quick.title')} intro={t('quick.intro')} />
      <form className="form-card form-card--wide quick-booking" onSubmit={submit} noValidate>
        <QuickBookingFields fromCity={city} values={values} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} />
        <button type="submit" className="btn btn--accent btn--block" disabled={loading || booked}>
          {loading ? t('quick.booking') : t('quick.bookNow')}
        </button>
      </form>
    </section>
  );
}
