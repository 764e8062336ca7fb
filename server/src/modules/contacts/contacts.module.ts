import { defineModule } from '../module.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactService } from './contact.service.js';
import { ContactResolver } from './contact.resolver.js';
import { contactOperations } from './contact.operations.js';
import { contactTexts } from './contact.texts.js';

declare module '../common/services.js' {
  interface Services {
    contacts: ContactService;
  }
}

export const contactsModule = defineModule({
  name: 'contacts',
  texts: contactTexts,
  needs: ['rateLimits'],
  provides: ['contacts'],
  entities: [ContactMessage],
  services: ({ rateLimits }) => ({ contacts: new ContactService(rateLimits) }),
  resolvers: [ContactResolver],
  operations: contactOperations,
});
