import { useState, type FormEvent } from 'react';
import { Modal } from '../../../components/Modal';
import { FormField, fieldAria } from '../../../components/form/FormField';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { clampRating } from '../../../components/reviews/reviewRules';

export interface ReviewEdit {
  name: string;
  rating: number;
  message: string;
}

interface Props {
  review: ReviewEdit;
  busy: boolean;
  onSave(edit: ReviewEdit): void;
  onClose(): void;
}

/** The admin's edit: name and message required; the rating clamped to 1..5 in steps of 0.5 (SPEC.md section 5). */
export function EditReviewModal({ review, busy, onSave, onClose }: Props) {
  const [name, setName] = useState(review.name);
  const [rating, setRating] = useState(String(review.rating));
  const [message, setMessage] = useState(review.message);
  const { errors, check } = useFormErrors<'name' | 'message'>('edit-review-');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { ...(name.trim() ? {} : { name: 'Name is required' }), ...(message.trim() ? {} : { message: 'Message is required' }) };
    if (!check(found)) return;
    onSave({ name: name.trim(), rating: clampRating(Number(rating)), message: message.trim() });
  };

  return (
    <Modal
      title="Edit Review"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="edit-review" className="btn btn--primary" disabled={busy}>
            Save
          </button>
        </>
      }
    >
      <form id="edit-review" className="form-stack" noValidate onSubmit={submit}>
        <FormField id="edit-review-name" label="Name" error={errors.name}>
          <input
            id="edit-review-name"
            value={name}
            maxLength={120}
            onChange={(e) => setName(e.target.value)}
            {...fieldAria('edit-review-name', errors.name)}
          />
        </FormField>
        <FormField id="edit-review-rating" label="Rating (1 to 5)">
          <input
            id="edit-review-rating"
            type="number"
            min={1}
            max={5}
            step={0.5}
            value={rating}
            onChange={(e) => setRating(e.target.value)}
            onBlur={() => setRating(String(clampRating(Number(rating))))}
          />
        </FormField>
        <FormField id="edit-review-message" label="Message" error={errors.message}>
          <textarea
            id="edit-review-message"
            value={message}
            rows={4}
            maxLength={2000}
            onChange={(e) => setMessage(e.target.value)}
            {...fieldAria('edit-review-message', errors.message)}
          />
        </FormField>
      </form>
    </Modal>
  );
}
