import { currentLanguage, i18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { formatRupees } from '../../lib/intl';
import type { CancellationTermsQuery } from '../../gql/graphql';

export type CancellationTermsFields = Pick<CancellationTermsQuery['cancellationTerms'], 'rule' | 'advance' | 'charge' | 'refund'>;

const RULES = ['unconfirmed', 'started', 'full', 'half', 'free'] as const;
const isRule = (rule: string): rule is (typeof RULES)[number] => (RULES as readonly string[]).includes(rule);

/**
 * What cancelling now costs, in the reader's language: the server's policy decides the rule and the amounts, the
 * client words them (the English is the server's sentence, cancellation.ts). Null for a rule this client does not know.
 */
export function cancellationSentence(terms: CancellationTermsFields, language: Language = currentLanguage()): string | null {
  if (!isRule(terms.rule)) return null;
  // 'free' keeps the whole advance unless a platform fee is taken from it.
  const key = terms.rule === 'free' && terms.refund < terms.advance ? 'freeLessFee' : terms.rule;
  return i18n.t(`bookings.cancelTerms.${key}`, {
    lng: language,
    charge: formatRupees(terms.charge, language),
    advance: formatRupees(terms.advance, language),
    refund: formatRupees(terms.refund, language),
  });
}
