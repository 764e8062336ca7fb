import { translated } from '../../i18n/i18n';
import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { useSendContactMessageMutation } from './useSendContactMessageMutation';
import { FormField, fieldAria } from '../../components/form/FormField';
import { FormNotice, type Notice } from '../../components/form/FormNotice';
import { useFormErrors } from '../../components/form/useFormErrors';
import { contactFormErrors, EMPTY_CONTACT, type ContactFields } from './contactFormRules';

/** SPEC.md section 8. */
export const CONTACT_MESSAGES = translated({ sent: 'contact.sent', failed: 'contact.failed' });

/** The contact message form: every field required, e-mail in form; the server's message on success or failure. */
export function ContactForm() {
  const { t } = useTranslation();
  const [fields, setFields] = useState<ContactFields>(EMPTY_CONTACT);
  const { errors, check } = useFormErrors<keyof ContactFields>('contact-');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [send, { loading }] = useSendContactMessageMutation();

  const set = (key: keyof ContactFields) => (e: { target: { value: string } }) => setFields({ ...fields, [key]: e.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = contactFormErrors(fields);
    const valid = check(found);
    setNotice(null);
    if (!valid) return;
    try {
      const data = await send({
        input: { name: fields.name.trim(), email: fields.email.trim(), phone: fields.phone.trim(), message: fields.message.trim() },
      });
      setNotice({ kind: 'success', text: data?.sendContactMessage || CONTACT_MESSAGES.sent });
      setFields(EMPTY_CONTACT);
    } catch (error) {
      console.error('Could not send the message:', error);
      // Read with Apollo's error classes: imported here, as Apollo itself is, so the page loads neither until sent.
      const { serverMessage } = await import('../../components/serverMessage');
      setNotice({ kind: 'error', text: serverMessage(error) ?? CONTACT_MESSAGES.failed });
    }
  };

  return (
    <section className="contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
      <form
        className="form-stack"
        noValidate
        onSubmit={(e) => {
          void submit(e);
        }}
      >
        <FormField id="contact-name" label={t('contact.name')} error={errors.name}>
          <input
            id="contact-name"
            value={fields.name}
            onChange={set('name')}
            required
            maxLength={120}
            autoComplete="name"
            {...fieldAria('contact-name', errors.name)}
          />
        </FormField>
        <div className="form-row">
          <FormField id="contact-email" label={t('contact.email')} error={errors.email}>
            <input
              id="contact-email"
              type="email"
              value={fields.email}
              onChange={set('email')}
              required
              maxLength={254}
              autoComplete="email"
              {...fieldAria('contact-email', errors.email)}
            />
          </FormField>
          <FormField id="contact-phone" label={t('contact.phone')} error={errors.phone}>
            <input
              id="contact-phone"
              type="tel"
              value={fields.phone}
              onChange={set('phone')}
              required
              maxLength={16}
              autoComplete="tel"
              inputMode="tel"
              {...fieldAria('contact-phone', errors.phone)}
            />
          </FormField>
        </div>
        <FormField id="contact-message" label={t('contact.message')} error={errors.message}>
          <textarea
            id="contact-message"
            value={fields.message}
            onChange={set('message')}
            required
            maxLength={5000}
            rows={5}
            {...fieldAria('contact-message', errors.message)}
          />
        </FormField>
        <FormNotice notice={notice} />
        <div className="form-actions">
          <button type="submit" className="btn btn--accent" disabled={loading}>
            {loading ? t('contact.sending') : t('contact.send')}
          </button>
        </div>
      </form>
    </section>
  );
}
