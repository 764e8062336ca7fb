import { defineModule } from '../module.js';
import { Car } from './car.entity.js';
import { CarService } from './car.service.js';
import { CarCatalogue } from './car-catalogue.js';
import { CarAdminService } from './car-admin.service.js';
import { CarResolver } from './car.resolver.js';
import { carOperations } from './car.operations.js';

declare module '../common/services.js' {
  interface Services {
    cars: CarService;
    catalogue: CarCatalogue;
    carAdmin: CarAdminService;
  }
}

export const carsModule = defineModule({
  name: 'cars',
  needs: ['config', 'clock', 'orm', 'pubsub', 'storage', 'webhooks'],
  provides: ['cars', 'catalogue', 'carAdmin'],
  entities: [Car],
  services: ({ config, clock, orm, pubsub, storage, webhooks }) => {
    const cars = new CarService(config.calendar, clock);
    const catalogue = new CarCatalogue(orm, cars, pubsub, clock);
    return { cars, catalogue, carAdmin: new CarAdminService(cars, storage, catalogue, webhooks, clock) };
  },
  resolvers: [CarResolver],
  operations: carOperations,
  stop: ({ catalogue }) => catalogue.close(),
});
