import { ContentPage } from '../../components/ContentPage';
import { useSite } from '../../site/SiteContext';

/** DOCUMENT_RETENTION_DAYS's default; README's Configuration table says an operator who changes it updates this page. */
const retentionDays = 180;

export function PrivacyPolicyPage() {
  const { siteName, contactEmail, city } = useSite();
  return (
    <ContentPage title="Privacy Policy" intro={`How ${siteName} collects, uses and protects your personal information.`}>
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your name, e-mail address and phone number when you log in, and the address, gender, date of
          birth and profile picture you choose to add.
        </li>
        <li>
          <strong>Booking details:</strong> the car, dates and times, duration and driving licence number you give when booking.
        </li>
        <li>
          <strong>Documents:</strong> the driving licence (number, date of birth, issue and expiry dates, photos of both sides) and the ID
          proof (type, number, photo of the front) you upload for your trip. For Aadhaar we keep only the last 4 digits of the number, never
          the full number, and you may cover the number on the photo.
        </li>
        <li>
          <strong>Messages:</strong> what you send through the contact form, reviews you write, and cars you register with us.
        </li>
      </ul>
      <h2>How we use it</h2>
      <ul>
        <li>To verify your identity with a one-time code sent to your e-mail.</li>
        <li>To review, confirm and manage your bookings, and to notify you when their status changes.</li>
        <li>To contact you about your booking, a delivery or a message you sent us.</li>
        <li>To meet legal obligations, such as checking your driving licence and Aadhar card at pick-up.</li>
      </ul>
      <p>We do not sell your personal information, and we do not use it for advertising by third parties.</p>
      <h2>How we keep it</h2>
      <p>
        Your data is stored on secured servers and only staff who handle your bookings can see it. When you log in, a sign-in token is kept
        in your browser's session storage; it is removed when you log out or close the tab.
      </p>
      <p>
        Photos of your documents are private: only you and our staff can see them, and they are never published at a public address. We
        delete your documents and their photos {retentionDays} days after your last trip ends, and at once when your account is deleted.
      </p>
      <h2>Who we share it with</h2>
      <p>
        Only with the people who need it to serve you: our drivers and delivery staff (your name, phone and pick-up details), payment
        providers for refunds, and authorities when the law requires it.
      </p>
      <h2>Your choices</h2>
      <p>
        You can update your profile in Account Settings at any time. To see, correct or delete the data we hold about you, write to{' '}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a>; we answer within 30 days.
      </p>
      <h2>Contact</h2>
      <p>
        {siteName}, {city}, Madhya Pradesh, India. E-mail: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </p>
    </ContentPage>
  );
}
