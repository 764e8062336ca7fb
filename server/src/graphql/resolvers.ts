import type { NonEmptyArray } from 'type-graphql';
import { CarResolver } from '../modules/cars/car.resolver.js';
import { SiteResolver } from '../modules/site/site.resolver.js';

// Each module adds its resolver here.
export const resolvers: NonEmptyArray<Function> = [SiteResolver, CarResolver];
