import { useTranslation } from 'react-i18next';
import { translated } from '../../i18n/i18n';
import { useState, type FormEvent } from 'react';
import { useSubmitReviewMutation } from './useSubmitReviewMutation';
import { Modal } from '../../components/Modal';
import { FormField, fieldAria } from '../../components/form/FormField';
import { useFormErrors } from '../../components/form/useFormErrors';
import { DEFAULT_RATING, isPublicRating } from '../../components/reviews/reviewRules';

/** SPEC.md section 8. */
export const REVIEW_MESSAGES = translated({
  submitted: 'review.submitted',
  name: 'review.nameRequired',
  rating: 'review.ratingRange',
  message: 'review.messageRequired',
});

type Errors = Partial<Record<'name' | 'rating' | 'message', string>>;

function validate(name: string, rating: string, message: string): Errors {
  const errors: Errors = {};
  if (!name.trim()) errors.name = REVIEW_MESSAGES.name;
  if (rating.trim() === '' || !isPublicRating(Number(rating))) errors.rating = REVIEW_MESSAGES.rating;
  if (!message.trim()) errors.message = REVIEW_MESSAGES.message;
  return errors;
}

/** Write a Review: name, rating (0 to 5, step 0.5, default 5) and message; success alert, failures only logged. */
export function WriteReviewModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [rating, setRating] = useState(String(DEFAULT_RATING));
  const [message, setMessage] = useState('');
  const { errors, check } = useFormErrors<keyof Errors>('review-');
  const [submitReview, { loading }] = useSubmitReviewMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(name, rating, message);
    if (!check(found)) return;
    try {
      await submitReview({ input: { name: name.trim(), rating: Number(rating), message: message.trim() } });
      window.alert(REVIEW_MESSAGES.submitted);
      onClose();
    } catch (error) {
      console.error('Could not submit the review:', error);
    }
  };

  return (
    <Modal
      title={t('review.title')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form="write-review" className="btn btn--accent" disabled={loading}>
            {loading ? t('review.submitting') : t('review.submit')}
          </button>
        </>
      }
    >
      <form
        id="write-review"
        className="form-stack"
        noValidate
        onSubmit={(e) => {
          void submit(e);
        }}
      >
        <FormField id="review-name" label={t('review.name')} error={errors.name}>
          <input
            id="review-name"
            value={name}
            maxLength={120}
            required
            autoComplete="name"
            onChange={(e) => setName(e.target.value)}
            {...fieldAria('review-name', errors.name)}
          />
        </FormField>
        <FormField id="review-rating" label={t('review.rating')} error={errors.rating}>
          <input
            id="review-rating"
            type="number"
            min={0}
            max={5}
            step={0.5}
            required
            value={rating}
            onChange={(e) => setRating(e.target.value)}
            {...fieldAria('review-rating', errors.rating)}
          />
        </FormField>
        <FormField id="review-message" label={t('review.message')} error={errors.message}>
          <textarea
            id="review-message"
            value={message}
            maxLength={2000}
            required
            rows={4}
            onChange={(e) => setMessage(e.target.value)}
            {...fieldAria('review-message', errors.message)}
          />
        </FormField>
      </form>
    </Modal>
  );
}
