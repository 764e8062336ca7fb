import type { ModuleTexts } from '../common/server-texts.js';

/** Hindi for what the profile says to customers (user.schemas.ts, user.service.ts). */
export const userTexts: ModuleTexts = {
  hi: {
    'Date of birth cannot be in the future.': 'जन्म की तारीख़ आगे की नहीं हो सकती।',
    'Gender must be Male, Female or Other.': 'लिंग पुरुष, महिला या अन्य होना चाहिए।',
    'Language must be en (English) or hi (Hindi).': 'भाषा en (अंग्रेज़ी) या hi (हिन्दी) होनी चाहिए।',
    'Profile fields must be text.': 'प्रोफ़ाइल की जानकारी शब्दों में लिखें।',
    'Your account no longer exists. Please log in again.': 'आपका खाता अब मौजूद नहीं है। कृपया फिर से लॉग इन करें।',
    "State must be one of India's states or union territories.": 'राज्य भारत का कोई राज्य या केंद्र शासित प्रदेश होना चाहिए।',
    'A GSTIN has 15 characters; this one has {{count}}.': 'GSTIN में 15 अक्षर होते हैं; इसमें {{count}} हैं।',
    "{{code}} is not an Indian state's GST code.": '{{code}} किसी भारतीय राज्य का GST कोड नहीं है।',
    "The GSTIN's check character is wrong ({{given}}; expected {{expected}}): check for a typo.":
      'GSTIN का जाँच अक्षर ग़लत है ({{given}}; होना चाहिए {{expected}}): कहीं टाइपिंग की ग़लती तो नहीं, देख लें।',
    "A GSTIN needs the business's legal name (businessName), as the GST registration gives it.":
      'GSTIN के साथ कारोबार का क़ानूनी नाम भी लिखें, जैसा GST रजिस्ट्रेशन में है।',
    'Date of birth must be a valid date (yyyy-MM-dd).': 'जन्म की तारीख़ सही तारीख़ होनी चाहिए।',
  },
};
