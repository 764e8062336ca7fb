import type { ModuleTexts } from './server-texts.js';

/**
 * Hindi for the sentences every module's input checks share (common/parse-input.ts, input.ts, person-details.ts)
 * and the words that fill them (field labels, statuses). One term per concept, as the client's catalogue says it:
 * पिक-अप, ड्रॉप-ऑफ़, ड्राइविंग लाइसेंस, एडवांस, रिफ़ंड, ईमेल.
 */
export const commonTexts: ModuleTexts = {
  hi: {
    // parse-input.ts: zod's rules as sentences.
    'The field "{{field}}" must be text.': '"{{field}}" में शब्द लिखें।',
    'The field "{{field}}" must be a number.': '"{{field}}" में कोई संख्या लिखें।',
    'The field "{{field}}" must be a whole number.': '"{{field}}" में पूरी संख्या लिखें।',
    'The field "{{field}}" is too long (at most {{max}} characters).': '"{{field}}" बहुत लंबा है (ज़्यादा से ज़्यादा {{max}} अक्षर)।',
    'The field "{{field}}" must not be empty.': '"{{field}}" ख़ाली नहीं हो सकता।',
    'The field "{{field}}" is too short (at least {{min}} characters).': '"{{field}}" बहुत छोटा है (कम से कम {{min}} अक्षर)।',
    'The field "{{field}}" must be at most {{max}}.': '"{{field}}" ज़्यादा से ज़्यादा {{max}} हो सकता है।',
    'The field "{{field}}" must be at least {{min}}.': '"{{field}}" कम से कम {{min}} होना चाहिए।',
    'The field "{{field}}" must be one of {{values}}.': '"{{field}}" इनमें से एक होना चाहिए: {{values}}।',
    'The field "{{field}}" must be an e-mail address.': '"{{field}}" में ईमेल पता लिखें।',
    'The field "{{field}}" is not in the expected format.': '"{{field}}" सही रूप में नहीं लिखा है।',
    'The field "{{field}}" is not valid.': '"{{field}}" सही नहीं है।',
    'The field "{{field}}" contains characters that are not allowed.': '"{{field}}" में ऐसे अक्षर हैं जिनकी अनुमति नहीं है।',
    // input.ts and person-details.ts.
    '{{label}} is required.': '{{label}} ज़रूरी है।',
    '{{label}} is too long (at most {{max}} characters).': '{{label}} बहुत लंबा है (ज़्यादा से ज़्यादा {{max}} अक्षर)।',
    '{{label}} contains characters that are not allowed.': '{{label}} में ऐसे अक्षर हैं जिनकी अनुमति नहीं है।',
    '{{label}} must be a date written yyyy-MM-dd.': '{{label}} सही तारीख़ होनी चाहिए।',
    '{{label}} must be a time written HH:mm.': '{{label}} सही समय होना चाहिए।',
    'Name is required': 'नाम ज़रूरी है',
    'Valid email required': 'सही ईमेल पता लिखें',
    'Valid 10-digit phone number required': 'सही 10 अंकों का फ़ोन नंबर लिखें',
    'Please enter a valid phone number.': 'कृपया सही फ़ोन नंबर लिखें।',
    'Not found.': 'नहीं मिला।',
    'Please log in.': 'कृपया लॉग इन करें।',
    // Labels and values that fill the sentences above.
    Name: 'नाम',
    name: 'नाम',
    Phone: 'फ़ोन',
    phone: 'फ़ोन',
    Email: 'ईमेल',
    email: 'ईमेल',
    'Driving licence': 'ड्राइविंग लाइसेंस',
    license: 'ड्राइविंग लाइसेंस',
    'Pick-up date': 'पिक-अप की तारीख़',
    'Pick-up time': 'पिक-अप का समय',
    'Drop-off date': 'ड्रॉप-ऑफ़ की तारीख़',
    'Drop-off time': 'ड्रॉप-ऑफ़ का समय',
    pickupDate: 'पिक-अप की तारीख़',
    pickupTime: 'पिक-अप का समय',
    dropDate: 'ड्रॉप-ऑफ़ की तारीख़',
    dropTime: 'ड्रॉप-ऑफ़ का समय',
    Message: 'संदेश',
    message: 'संदेश',
    Reason: 'कारण',
    reason: 'कारण',
    Pending: 'लंबित',
    Accepted: 'स्वीकृत',
    Rejected: 'अस्वीकृत',
    Canceled: 'रद्द',
    Completed: 'पूरी',
  },
};
