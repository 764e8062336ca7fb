import type { RegisteredCar } from './registered-car.entity.js';
import { isoDate } from '../common/rest.js';

/** A registered car in the REST dialect (SPEC.md section 3 names, `_id`). */
export function registeredCarToRest(car: RegisteredCar) {
  return {
    _id: car.id,
    carName: car.carName,
    model: car.model,
    numberPlate: car.numberPlate,
    fuelType: car.fuelType,
    seats: car.seats,
    clientName: car.clientName,
    phone: car.phone,
    email: car.email,
    image: car.image,
    createdAt: isoDate(car.createdAt),
  };
}
