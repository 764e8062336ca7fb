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
    'Date of birth must be a valid date (yyyy-MM-dd).': 'जन्म की तारीख़ सही तारीख़ होनी चाहिए।',
  },
};
