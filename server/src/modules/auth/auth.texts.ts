import type { ModuleTexts } from '../common/server-texts.js';

/** Hindi for what signing in says (otp.service.ts). */
export const authTexts: ModuleTexts = {
  hi: {
    'OTP sent to your email.': 'OTP आपके ईमेल पर भेज दिया गया है।',
    'A new OTP has been sent to your email.': 'नया OTP आपके ईमेल पर भेज दिया गया है।',
    'Enter 4-digit OTP': '4 अंकों का OTP लिखें',
    'No OTP was requested for this email. Please request one.': 'इस ईमेल के लिए कोई OTP नहीं माँगा गया। कृपया OTP मँगाएँ।',
    'No OTP was requested for this email. Please start again.': 'इस ईमेल के लिए कोई OTP नहीं माँगा गया। कृपया फिर से शुरू करें।',
    'This OTP has expired. Please request a new one.': 'यह OTP पुराना हो गया है। कृपया नया OTP मँगाएँ।',
    'Invalid OTP. {{left}} try left.': 'OTP ग़लत है। {{left}} कोशिश बाक़ी है।',
    'Invalid OTP. {{left}} tries left.': 'OTP ग़लत है। {{left}} कोशिशें बाक़ी हैं।',
    'This OTP is no longer valid. Please request a new one.': 'यह OTP अब मान्य नहीं है। कृपया नया OTP मँगाएँ।',
    'This sign-in link has expired or was already used. Please request a new code.':
      'यह लॉग-इन लिंक पुराना हो गया है या पहले ही इस्तेमाल हो चुका है। कृपया नया कोड मँगाएँ।',
    'Invalid OTP. Too many wrong codes: please request a new OTP.': 'OTP ग़लत है। बहुत बार ग़लत कोड लिखा गया: कृपया नया OTP मँगाएँ।',
    'Invalid OTP. Too many wrong codes for this email today: please use the sign-in link in the email.':
      'OTP ग़लत है। आज इस ईमेल के लिए बहुत बार ग़लत कोड लिखा गया: कृपया ईमेल में आया लॉग-इन लिंक इस्तेमाल करें।',
    'Too many wrong codes for this email. Please use the sign-in link in the email, or try again in {{wait}}.':
      'इस ईमेल के लिए बहुत बार ग़लत कोड लिखा गया। कृपया ईमेल में आया लॉग-इन लिंक इस्तेमाल करें, या {{wait}} बाद फिर कोशिश करें।',
  },
};
