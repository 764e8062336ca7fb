import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { FormField, fieldAria } from '../../components/form/FormField';
import { FormNotice, type Notice } from '../../components/form/FormNotice';
import { useFormErrors } from '../../components/form/useFormErrors';
import { errorCode, serverMessage } from '../../components/serverMessage';
import { useRegisterCarMutation } from './useRegisterCarMutation';
import { carValue } from '../../i18n/i18n';
import {
  EMPTY_REGISTRATION,
  FUEL_TYPES,
  REGISTER_MESSAGES,
  registrationInput,
  validateRegistration,
  type RegisterCarErrors,
  type RegisterCarForm as Form,
  REGISTER_LABELS,
} from './registerCarRules';

// The server's reason is worth showing under SPEC.md's text when the owner can fix it.
const SHOWN_CODES = ['BAD_USER_INPUT', 'PAYLOAD_TOO_LARGE', 'RATE_LIMITED'];

type TextField = Exclude<keyof Form, 'fuelType'>;
const TEXT_FIELDS: {
  key: TextField;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  placeholder?: 'carName' | 'model' | 'numberPlate' | 'phone';
  maxLength?: number;
}[] = [
  { key: 'carName', placeholder: 'carName', maxLength: 120 },
  { key: 'model', placeholder: 'model', maxLength: 80 },
  { key: 'numberPlate', placeholder: 'numberPlate', maxLength: 20 },
  { key: 'seats', type: 'number', inputMode: 'numeric' },
  { key: 'clientName', autoComplete: 'name', maxLength: 120 },
  { key: 'phone', type: 'tel', autoComplete: 'tel-national', inputMode: 'tel', placeholder: 'phone', maxLength: 10 },
  { key: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
];

/** The Register & Earn form (SPEC.md sections 3, 5, 7, 8): every field required, a photo of the car. */
export function RegisterCarForm() {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(EMPTY_REGISTRATION);
  const [image, setImage] = useState<File | null>(null);
  const { errors, check, clear } = useFormErrors<keyof RegisterCarErrors>('register-');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [registerCar, { loading }] = useRegisterCarMutation();

  const change = (key: keyof Form, value: string) => {
    setForm((prev) => ({ ...prev, [key]: key === 'phone' ? value.replace(/\D/g, '').slice(0, 10) : value }));
    clear(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(form, image);
    const valid = check(found);
    setNotice(null);
    if (!valid) return;
    try {
      await registerCar({ variables: { input: registrationInput(form), image } });
      setForm(EMPTY_REGISTRATION);
      setImage(null);
      setResetKey((key) => key + 1);
      setNotice({ kind: 'success', text: REGISTER_MESSAGES.success });
    } catch (error) {
      const detail = SHOWN_CODES.includes(errorCode(error) ?? '') ? serverMessage(error) : null;
      setNotice({ kind: 'error', text: REGISTER_MESSAGES.failed, detail });
    }
  };

  const textField = ({ key, placeholder, ...input }: (typeof TEXT_FIELDS)[number]) => (
    <FormField key={key} id={`register-${key}`} label={REGISTER_LABELS[key]} error={errors[key]}>
      <input
        id={`register-${key}`}
        name={key}
        required
        value={form[key]}
        type={input.type ?? 'text'}
        min={key === 'seats' ? 1 : undefined}
        max={key === 'seats' ? 60 : undefined}
        step={key === 'seats' ? 1 : undefined}
        autoComplete={input.autoComplete}
        inputMode={input.inputMode}
        placeholder={placeholder ? t(`registerForm.placeholders.${placeholder}`) : undefined}
        maxLength={input.maxLength}
        onChange={(e) => change(key, e.target.value)}
        {...fieldAria(`register-${key}`, errors[key])}
      />
    </FormField>
  );

  return (
    <form className="form-card form-card--wide form-stack register-form" noValidate onSubmit={submit} aria-label={t('registerForm.title')}>
      <h2>{t('registerForm.title')}</h2>
      <div className="form-row">{TEXT_FIELDS.slice(0, 2).map(textField)}</div>
      <div className="form-row">
        {textField(TEXT_FIELDS[2])}
        <FormField id="register-fuelType" label={t('registerForm.fuelType')} error={errors.fuelType}>
          <select
            id="register-fuelType"
            name="fuelType"
            required
            value={form.fuelType}
            onChange={(e) => change('fuelType', e.target.value)}
            {...fieldAria('register-fuelType', errors.fuelType)}
          >
            <option value="">{t('registerForm.selectFuel')}</option>
            {FUEL_TYPES.map((fuel) => (
              <option key={fuel} value={fuel}>
                {carValue('fuel', fuel)}
              </option>
            ))}
          </select>
        </FormField>
        {textField(TEXT_FIELDS[3])}
      </div>
      <div className="form-row">{TEXT_FIELDS.slice(4).map(textField)}</div>
      <FormField id="register-image" label={t('registerForm.photo')} error={errors.image} hint={t('registerForm.photoHint')}>
        <input
          key={resetKey}
          id="register-image"
          name="image"
          type="file"
          accept="image/*"
          required
          onChange={(e) => {
            setImage(e.target.files?.[0] ?? null);
            clear('image');
          }}
          {...fieldAria('register-image', errors.image)}
        />
      </FormField>
      <FormNotice notice={notice} />
      <button type="submit" className="btn btn--accent btn--large" disabled={loading}>
        {loading ? t('registerForm.registering') : t('registerForm.register')}
      </button>
    </form>
  );
}
