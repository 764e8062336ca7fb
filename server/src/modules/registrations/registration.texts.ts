import type { ModuleTexts } from '../common/server-texts.js';

/** Hindi for what registering a car says to its owner (registration.schemas.ts, registration.operations.ts). */
export const registrationTexts: ModuleTexts = {
  hi: {
    'Please upload an image of your car.': 'कृपया अपनी कार की एक फ़ोटो अपलोड करें।',
    'Number plate must be 5 to 20 letters and digits (e.g. MP 09 AB 1234).': 'नंबर प्लेट में 5 से 20 अक्षर और अंक होने चाहिए (जैसे MP 09 AB 1234)।',
    'Car Registered Successfully': 'कार का रजिस्ट्रेशन हो गया',
  },
};
