import type { ModuleTexts } from '../common/server-texts.js';

/** Hindi for what the contact form says (contact.service.ts). */
export const contactTexts: ModuleTexts = {
  hi: {
    'Message sent successfully!': 'संदेश भेज दिया गया!',
  },
};
