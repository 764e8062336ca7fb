import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from './config.js';
import type { AppPubSub } from './graphql/pubsub.js';
import { TokenService } from './modules/auth/tokens.js';
import { LocalImageStorage, type ImageStorage } from './modules/common/uploads.js';
import { CarService } from './modules/cars/car.service.js';
import { CarCatalogue } from './modules/cars/car-catalogue.js';

/** One instance of each service per server process; resolvers and REST routes reach them through here. */
export interface Services {
  config: AppConfig;
  orm: MikroORM;
  pubsub: AppPubSub;
  tokens: TokenService;
  storage: ImageStorage;
  cars: CarService;
  catalogue: CarCatalogue;
}

export function createServices(config: AppConfig, orm: MikroORM, pubsub: AppPubSub): Services {
  const cars = new CarService();
  return {
    config,
    orm,
    pubsub,
    tokens: new TokenService(config.jwtSecret),
    storage: new LocalImageStorage(config.uploadDir),
    cars,
    catalogue: new CarCatalogue(orm, cars, pubsub),
  };
}

export function closeServices(services: Services): void {
  services.catalogue.close();
}
