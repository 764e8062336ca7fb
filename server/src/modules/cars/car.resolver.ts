import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { Car } from './car.entity.js';
import type { AppContext } from '../../graphql/context.js';

@Resolver(() => Car)
export class CarResolver {
  @Query(() => [Car], { description: 'The rental catalogue, sorted by order; isBooked follows Accepted bookings.' })
  async cars(@Ctx() { services }: AppContext): Promise<Car[]> {
    return services.catalogue.list();
  }

  @Query(() => Car)
  async car(@Arg('id', () => ID) id: string, @Ctx() { em, services }: AppContext): Promise<Car> {
    return services.cars.get(em, id);
  }
}
