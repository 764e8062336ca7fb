import type { ModuleTexts } from '../common/server-texts.js';

/** Hindi for a bill's lines and units (bill.ts), as the customer reads the bill on their bookings. */
export const tripTexts: ModuleTexts = {
  hi: {
    'Rent as booked': 'बुकिंग के अनुसार किराया',
    "Late return ({{lateness}}), capped at a day's rent per day": 'देर से वापसी ({{lateness}}), हर दिन के लिए ज़्यादा से ज़्यादा एक दिन का किराया',
    'Late return ({{lateness}}), per started hour': 'देर से वापसी ({{lateness}}), हर शुरू हुए घंटे का',
    'Extra km ({{driven}} km driven, {{included}} km included)': 'अतिरिक्त किमी ({{driven}} किमी चलाई, {{included}} किमी शामिल)',
    'Fuel below the handover level ({{short}}/8 of a tank)': 'सौंपते समय से कम ईंधन (टंकी का {{short}}/8)',
    'Over-speeding fine': 'तेज़ रफ़्तार का जुर्माना',
    'Smoking fee': 'धूम्रपान शुल्क',
    'Key not returned within 3 days': '3 दिन में चाबी नहीं लौटाई',
    'Removable mats cleaning': 'निकलने वाले मैट की सफ़ाई',
    // formatLateness: "2 h 15 min", "40 min".
    '{{hours}} h {{minutes}} min': '{{hours}} घंटे {{minutes}} मिनट',
    '{{minutes}} min': '{{minutes}} मिनट',
    // Units.
    booking: 'बुकिंग',
    hours: 'घंटे',
    days: 'दिन',
    km: 'किमी',
    'eighths of a tank': 'टंकी का आठवाँ हिस्सा',
    each: 'हर एक',
  },
};
