import { ContentPage } from '../../components/ContentPage';
import { CheckIcon, ShieldIcon, WalletIcon, ClockIcon } from '../../components/icons';
import { useSite } from '../../site/SiteContext';
import { RegisterCarForm } from './RegisterCarForm';
import '../../components/form/form.css';
import './registercar.css';

const BENEFITS = [
  {
    Icon: WalletIcon,
    title: 'Earn from every booking',
    text: 'Your car earns while it would otherwise sit parked. You are paid for each rental, with no listing fee.',
  },
  {
    Icon: ShieldIcon,
    title: 'Verified drivers only',
    text: 'Every renter shows an original driving licence and Aadhar card, and drives within our speed and usage rules.',
  },
  {
    Icon: ClockIcon,
    title: 'We do the work',
    text: 'Bookings, calls, pick-ups, returns and cleaning checks are handled by our team, 24/7.',
  },
];

const STEPS = [
  'Register your car with the form below.',
  'Our team calls you, inspects the car and agrees the terms.',
  'Your car is listed and starts earning.',
];

/** Register & Earn (SPEC.md section 2): why an owner should list their car, then the registration form. */
export function RegisterCarPage() {
  const { city } = useSite();
  return (
    <ContentPage
      title="Register & Earn"
      intro={`Turn your idle car into a second income. List it with us and earn from verified self-drive rentals across ${city}, while we handle the bookings and the customers.`}
    >
      <ul className="register-benefits">
        {BENEFITS.map(({ Icon, title, text }) => (
          <li key={title} className="register-benefits__item">
            <Icon size={28} />
            <h2>{title}</h2>
            <p>{text}</p>
          </li>
        ))}
      </ul>
      <h2>How it works</h2>
      <ol className="register-steps">
        {STEPS.map((step) => (
          <li key={step}>
            <CheckIcon size={18} /> {step}
          </li>
        ))}
      </ol>
      <RegisterCarForm />
    </ContentPage>
  );
}
