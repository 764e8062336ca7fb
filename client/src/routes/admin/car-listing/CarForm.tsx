import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { FormField, fieldAria } from '../../../components/form/FormField';
import { FormNotice } from '../../../components/form/FormNotice';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { errorCode, serverMessage } from '../../../components/serverMessage';
import type { AdminCar } from './AdminCarCard';
import { useCreateCarMutation } from './useCreateCarMutation';
import { useUpdateCarMutation } from './useUpdateCarMutation';
import {
  CAR_FIELDS,
  OPTIONAL_CAR_FIELDS,
  CAR_MESSAGES,
  EMPTY_CAR,
  carFormOf,
  carInput,
  validateCar,
  type CarForm as Form,
  type CarFormErrors,
} from './carFormRules';

interface Props {
  /** The car being edited, or null to add one. */
  editing: AdminCar | null;
  /** After a save: the list reloads and the form returns to adding. */
  onSaved(): void;
  onCancel(): void;
}

/** Add or edit a car (SPEC.md section 5): every field required except offer; the image only when adding. */
export function CarForm({ editing, onSaved, onCancel }: Props) {
  const [form, setForm] = useState<Form>(() => (editing ? carFormOf(editing) : EMPTY_CAR));
  const [image, setImage] = useState<File | null>(null);
  const { errors, check, clear } = useFormErrors<keyof CarFormErrors>('car-');
  const [reason, setReason] = useState<string | null>(null);
  const [createCar, created] = useCreateCarMutation();
  const [updateCar, updated] = useUpdateCarMutation();
  const saving = created.loading || updated.loading;

  const change = (key: keyof Form, value: string) => {
    setForm((prev) => ({ ...prev, [key]: value }));
    clear(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCar(form, image, Boolean(editing));
    const valid = check(found);
    setReason(null);
    if (!valid) return;
    try {
      if (editing) await updateCar({ variables: { id: editing.id, input: carInput(form), image } });
      else await createCar({ variables: { input: carInput(form), image } });
      toast.success(editing ? CAR_MESSAGES.updated : CAR_MESSAGES.added);
      onSaved();
    } catch (error) {
      toast.error(CAR_MESSAGES.saveFailed);
      if (['BAD_USER_INPUT', 'PAYLOAD_TOO_LARGE', 'NOT_FOUND'].includes(errorCode(error) ?? '')) setReason(serverMessage(error));
    }
  };

  return (
    <form
      className="form-card car-form form-stack"
      noValidate
      onSubmit={submit}
      aria-label={editing ? `Edit ${editing.name}` : 'Add a car'}
    >
      <h2>{editing ? `Edit ${editing.name}` : 'Add a car'}</h2>
      <div className="car-form__grid">
        {CAR_FIELDS.map(({ key, label, min, max, suggestions }) => (
          <FormField key={key} id={`car-${key}`} label={label} error={errors[key]}>
            <input
              id={`car-${key}`}
              name={key}
              value={form[key]}
              required={!OPTIONAL_CAR_FIELDS.includes(key)}
              type={min === undefined ? 'text' : 'number'}
              min={min}
              max={max}
              step={min === undefined ? undefined : 1}
              list={suggestions ? `car-${key}-options` : undefined}
              onChange={(e) => change(key, e.target.value)}
              {...fieldAria(`car-${key}`, errors[key])}
            />
            {suggestions && (
              <datalist id={`car-${key}-options`}>
                {suggestions.map((s) => (
                  <option key={s} value={s} />
                ))}
              </datalist>
            )}
          </FormField>
        ))}
        <FormField id="car-image" label={editing ? 'Image (leave empty to keep the current one)' : 'Image'} error={errors.image}>
          <input
            id="car-image"
            name="image"
            type="file"
            accept="image/*"
            required={!editing}
            onChange={(e) => {
              setImage(e.target.files?.[0] ?? null);
              clear('image');
            }}
            {...fieldAria('car-image', errors.image)}
          />
        </FormField>
      </div>
      <FormNotice notice={reason ? { kind: 'error', text: reason } : null} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={saving}>
          {saving ? 'Saving...' : editing ? 'Update car' : 'Add car'}
        </button>
        {editing && (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
