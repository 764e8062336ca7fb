/**
 * The labels of the GST documents. A Hindi customer's document is bilingual, Hindi then English ("कुल / Total"), as
 * Indian invoices often are: the accountant and the tax officer still read the English half.
 */
const HINDI = {
  'Tax invoice': 'कर बीजक',
  'Bill of supply': 'आपूर्ति का बिल',
  'Credit note': 'क्रेडिट नोट',
  'Debit note': 'डेबिट नोट',
  'Receipt voucher': 'रसीद वाउचर',
  'Refund voucher': 'धनवापसी वाउचर',
  Number: 'संख्या',
  Date: 'दिनांक',
  'Billed to': 'प्राप्तकर्ता',
  'Legal name': 'वैधानिक नाम',
  Address: 'पता',
  'Place of supply': 'आपूर्ति का स्थान',
  'Tax payable on reverse charge': 'रिवर्स चार्ज पर देय कर',
  No: 'नहीं',
  Booking: 'बुकिंग',
  Car: 'कार',
  Description: 'विवरण',
  Quantity: 'मात्रा',
  Rate: 'दर',
  'Taxable value': 'कर योग्य मूल्य',
  'Value of supply': 'आपूर्ति का मूल्य',
  'Total tax': 'कुल कर',
  'Reimbursements at cost': 'लागत पर प्रतिपूर्ति',
  Amount: 'राशि',
  Total: 'कुल',
  'Round off': 'पूर्णांकन',
  'Amount in words': 'शब्दों में राशि',
  'Authorised signatory': 'अधिकृत हस्ताक्षरकर्ता',
  'Against invoice': 'मूल बीजक',
  Reason: 'कारण',
  'Advance received': 'प्राप्त अग्रिम',
  'Advance adjusted': 'समायोजित अग्रिम',
  'Advance refunded': 'लौटाया गया अग्रिम',
  'Against receipt voucher': 'मूल रसीद वाउचर',
} as const;

export type Label = keyof typeof HINDI;
export type Labeller = (label: Label) => string;

/** English labels, or Hindi and English together. */
export function labeller(bilingual: boolean): Labeller {
  return (label) => (bilingual ? `${HINDI[label]} / ${label}` : label);
}

/** A Hindi customer: Hindi chosen on the profile, or a name written in Devanagari. */
export function wantsHindi(language: string | null | undefined, name: string): boolean {
  return language === 'hi' || /[\u0900-\u097F]/.test(name);
}
