import type { AppModule } from '../module.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactService } from './contact.service.js';
import { ContactResolver } from './contact.resolver.js';
import { contactRoutes } from './contact.routes.js';

declare module '../../services.js' {
  interface Services { contacts: ContactService }
}

export const contactsModule: AppModule = {
  name: 'contacts',
  entities: [ContactMessage],
  services: ({ config }) => ({ contacts: new ContactService(config.rateLimitScale) }),
  resolvers: [ContactResolver],
  routes: contactRoutes,
};
