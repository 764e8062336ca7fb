import { defineModule } from '../module.js';
import { RegisteredCar } from './registered-car.entity.js';
import { RegistrationService } from './registration.service.js';
import { RegistrationResolver } from './registration.resolver.js';
import { registrationOperations } from './registration.operations.js';
import { registrationTexts } from './registration.texts.js';

declare module '../common/services.js' {
  interface Services {
    registrations: RegistrationService;
  }
}

export const registrationsModule = defineModule({
  name: 'registrations',
  texts: registrationTexts,
  needs: ['storage', 'rateLimits'],
  provides: ['registrations'],
  entities: [RegisteredCar],
  services: ({ storage, rateLimits }) => ({ registrations: new RegistrationService(storage, rateLimits) }),
  resolvers: [RegistrationResolver],
  operations: registrationOperations,
});
