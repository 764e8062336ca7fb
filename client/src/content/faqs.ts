import { i18n } from '../i18n/i18n';

export interface Faq {
  question: string;
  answer: string;
}

const QUESTIONS = ['book', 'minimum', 'longest', 'documents', 'cancel', 'kilometres', 'speed', 'delivery', 'reschedule', 'refund'] as const;

/** The questions customers ask most, in the active language (faqs.*). Policy figures follow SPEC.md section 9. */
export function faqs(siteName: string, city: string): Faq[] {
  return QUESTIONS.map((key) => ({
    question: i18n.t(`faqs.${key}.question`, { siteName, city }),
    answer: i18n.t(`faqs.${key}.answer`, { siteName, city }),
  }));
}
