import type { ModuleTexts } from '../common/server-texts.js';

/** Hindi for what the documents module says to customers: what a booking still needs, and upload refusals. */
export const documentTexts: ModuleTexts = {
  hi: {
    // document-rules.ts ISSUES.
    'No driving licence uploaded': 'ड्राइविंग लाइसेंस अपलोड नहीं हुआ है',
    'Licence not verified yet': 'लाइसेंस की जाँच अभी बाक़ी है',
    'Licence was rejected: upload it again': 'लाइसेंस अस्वीकार हुआ: उसे फिर से अपलोड करें',
    'Customer is under {{age}} on pick-up': 'पिक-अप के दिन ग्राहक की उम्र {{age}} साल से कम है',
    'Licence is less than {{years}} year old on pick-up': 'पिक-अप के दिन लाइसेंस {{years}} साल से कम पुराना है',
    'Licence expires before drop-off': 'लाइसेंस ड्रॉप-ऑफ़ से पहले ख़त्म हो जाता है',
    'No ID proof uploaded': 'पहचान का प्रमाण अपलोड नहीं हुआ है',
    'ID proof not verified yet': 'पहचान के प्रमाण की जाँच अभी बाक़ी है',
    'ID proof was rejected: upload it again': 'पहचान का प्रमाण अस्वीकार हुआ: उसे फिर से अपलोड करें',
    // The licence rules (document-rules.ts), at upload and at booking.
    'Your licence on file is missing a date: please upload it again.': 'आपके लाइसेंस में एक तारीख़ नहीं है: कृपया उसे फिर से अपलोड करें।',
    'You must be {{age}} or older to rent: by this licence you can rent from {{date}}.':
      'कार किराये पर लेने के लिए आपकी उम्र {{age}} साल या ज़्यादा होनी चाहिए: इस लाइसेंस के हिसाब से आप {{date}} से किराये पर ले सकते हैं।',
    'You must be {{age}} or older on the pick-up day: by your licence you can rent from {{date}}.':
      'पिक-अप के दिन आपकी उम्र {{age}} साल या ज़्यादा होनी चाहिए: आपके लाइसेंस के हिसाब से आप {{date}} से किराये पर ले सकते हैं।',
    'Your licence must be at least {{years}} year old to rent: this one can be used from {{date}}.':
      'किराये पर लेने के लिए लाइसेंस कम से कम {{years}} साल पुराना होना चाहिए: यह लाइसेंस {{date}} से इस्तेमाल हो सकता है।',
    'Your licence must be at least {{years}} year old on the pick-up day: it can be used from {{date}}.':
      'पिक-अप के दिन लाइसेंस कम से कम {{years}} साल पुराना होना चाहिए: यह {{date}} से इस्तेमाल हो सकता है।',
    'Your licence expires on {{date}}, before the drop-off: upload your renewed licence to book these dates.':
      'आपका लाइसेंस {{date}} को, ड्रॉप-ऑफ़ से पहले, ख़त्म हो जाता है: इन तारीख़ों के लिए नवीनीकृत लाइसेंस अपलोड करें।',
    // Upload refusals (document.service.ts).
    'Please add a photo of the front.': 'कृपया सामने की तरफ़ की फ़ोटो जोड़ें।',
    'Please add a photo of the back of the licence.': 'कृपया लाइसेंस के पीछे की तरफ़ की फ़ोटो जोड़ें।',
    'Issue date cannot be in the future.': 'जारी होने की तारीख़ आगे की नहीं हो सकती।',
    'Issue date must be after the date of birth.': 'जारी होने की तारीख़ जन्म की तारीख़ के बाद होनी चाहिए।',
    'Expiry date must be after the issue date.': 'समाप्ति की तारीख़ जारी होने की तारीख़ के बाद होनी चाहिए।',
    'Another upload of this document was saved at the same moment. Please try again.':
      'इसी दस्तावेज़ का एक और अपलोड उसी समय सहेजा गया। कृपया फिर से कोशिश करें।',
    // The upload's schema (document.schemas.ts): its sentences and the fields they name.
    '{{label}} must be 4 to 30 letters, digits, spaces, / or -.': '{{label}} में 4 से 30 अक्षर, अंक, खाली जगह, / या - हो सकते हैं।',
    'Aadhaar number: enter the 12 digits or only the last 4 (only the last 4 are kept).':
      'आधार नंबर: पूरे 12 अंक या सिर्फ़ आख़िरी 4 अंक लिखें (सिर्फ़ आख़िरी 4 अंक रखे जाते हैं)।',
    'Upload a masked Aadhaar only: the first 8 digits hidden, only the last 4 showing. Download it from UIDAI (myaadhaar.uidai.gov.in, Download Aadhaar, tick "Do you want a masked Aadhaar?"), or cover the first 8 digits before taking the photo, and confirm that it is masked.':
      'सिर्फ़ मास्क किया हुआ आधार अपलोड करें: पहले 8 अंक छिपे हों, सिर्फ़ आख़िरी 4 अंक दिखें। इसे UIDAI की वेबसाइट (myaadhaar.uidai.gov.in) से डाउनलोड करें और मास्क किए हुए आधार का विकल्प चुनें, या फ़ोटो लेने से पहले पहले 8 अंक ढक दें, और पुष्टि करें कि आधार मास्क किया हुआ है।',
    'Licence number': 'लाइसेंस नंबर',
    'Document number': 'दस्तावेज़ का नंबर',
    'Issue date': 'जारी होने की तारीख़',
    'Expiry date': 'समाप्ति की तारीख़',
    Kind: 'दस्तावेज़ का प्रकार',
    kind: 'दस्तावेज़ का प्रकार',
    'ID proof type': 'पहचान के प्रमाण का प्रकार',
    idType: 'पहचान के प्रमाण का प्रकार',
    number: 'नंबर',
    dateOfBirth: 'जन्म की तारीख़',
    issuedOn: 'जारी होने की तारीख़',
    expiresOn: 'समाप्ति की तारीख़',
    aadhaarMasked: 'मास्क किया हुआ आधार',
    'Date of birth must be between {{earliest}} and today.': 'जन्म की तारीख़ {{earliest}} और आज के बीच होनी चाहिए।',
    'This licence has expired: upload a valid one.': 'यह लाइसेंस ख़त्म हो चुका है: कोई मान्य लाइसेंस अपलोड करें।',
    'Expiry date must be within {{years}} years from today.': 'समाप्ति की तारीख़ आज से {{years}} साल के भीतर होनी चाहिए।',
    'Aadhaar not masked': 'आधार मास्क नहीं किया गया',
    'Document not found.': 'दस्तावेज़ नहीं मिला।',
  },
};
