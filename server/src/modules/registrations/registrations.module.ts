import type { AppModule } from '../module.js';
import { RegisteredCar } from './registered-car.entity.js';
import { RegistrationService } from './registration.service.js';
import { RegistrationResolver } from './registration.resolver.js';
import { registrationOperations } from './registration.operations.js';

declare module '../../services.js' {
  interface Services {
    registrations: RegistrationService;
  }
}

export const registrationsModule: AppModule = {
  name: 'registrations',
  entities: [RegisteredCar],
  services: ({ storage, rateLimits }) => ({ registrations: new RegistrationService(storage, rateLimits) }),
  resolvers: [RegistrationResolver],
  operations: registrationOperations,
};
