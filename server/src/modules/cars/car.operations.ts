import { z } from 'zod';
import type { Services } from '../common/services.js';
import { array, created, defineOperations, op, deleteById, one, param, reply, withMessage } from '../common/operation.js';
import * as S from './car.schemas.js';
import { periodFilter } from '../availability/period.schemas.js';
import { carToRest } from './car.rest.js';
import { periodRestBody } from './catalogue-rest.js';

const periodQuery = z.object({
  pickupDate: z.string().optional().openapi({ description: 'With all four: judge isBooked for this period (yyyy-MM-dd)' }),
  pickupTime: z.string().optional().openapi({ description: 'HH:mm' }),
  dropDate: z.string().optional().openapi({ description: 'yyyy-MM-dd' }),
  dropTime: z.string().optional().openapi({ description: 'HH:mm' }),
});

/** The catalogue and the staff's car operations. */
export const carOperations = defineOperations<Services>([
  op({
    operationId: 'listCars',
    method: 'get',
    path: '/v1/cars',
    tag: 'Catalogue',
    access: 'catalogue',
    scope: 'catalogue:read',
    query: periodQuery,
    summary: 'The car catalogue sorted by order (ETag; 304 when unchanged); with a period, isBooked and nextFreeAt for it',
    ok: {
      200: { description: 'Cars', schema: array(S.Car) },
      304: { description: 'Unchanged since the ETag sent in If-None-Match', schema: null },
    },
    errors: [400],
    // Answered before Express (http/hot-routes.ts, with its ETag); requests with an API key come here so that the
    // key is checked: the same bytes.
    run: async (req, { catalogue }) => {
      const period = periodFilter(req.queryInput);
      const snap = await catalogue.current();
      if (period)
        return reply(periodRestBody(snap, period), { 'Cache-Control': 'no-cache', 'Content-Type': 'application/json; charset=utf-8' });
      return reply(snap.rest, { 'Cache-Control': 'no-cache' });
    },
  }),
  {
    operationId: 'getCar',
    method: 'get',
    path: '/v1/cars/{id}',
    tag: 'Catalogue',
    access: 'catalogue',
    scope: 'catalogue:read',
    summary: 'One car',
    ok: one('The car', S.Car),
    run: async (req, { cars }) => carToRest(await cars.get(req.em, param(req))),
  },
  op({
    operationId: 'createCar',
    method: 'post',
    path: '/v1/cars',
    tag: 'Cars',
    access: 'admin',
    body: { kind: 'multipart', schema: S.carForm, wordsAll: true, file: 'image' },
    summary: 'Add a car',
    ok: created('Added', withMessage({ car: S.Car })),
    run: async (req, { carAdmin }) => {
      const car = await carAdmin.create(req.em, req.input, req.file?.buffer);
      return { message: 'Car added!', car: carToRest(car) };
    },
  }),
  op({
    operationId: 'updateCar',
    method: 'put',
    path: '/v1/cars/{id}',
    tag: 'Cars',
    access: 'admin',
    body: { kind: 'multipart', schema: S.carForm, wordsAll: true, file: 'image', fileOptional: true },
    summary: 'Change a car (image optional)',
    ok: one('Changed', withMessage({ car: S.Car })),
    run: async (req, { carAdmin }) => {
      const car = await carAdmin.update(req.em, param(req), req.input, req.file?.buffer);
      return { message: 'Car updated!', car: carToRest(car) };
    },
  }),
  deleteById({
    operationId: 'deleteCar',
    path: '/v1/cars/{id}',
    tag: 'Cars',
    summary: 'Delete a car (409 while it has Pending or Accepted bookings that have not ended)',
    errors: [409],
    message: 'Car deleted!',
    remove: (req, { carAdmin }) => carAdmin.delete(req.em, param(req)),
  }),
  op({
    operationId: 'reorderCars',
    method: 'post',
    path: '/v1/cars/reorder',
    tag: 'Cars',
    access: 'admin',
    body: { kind: 'json', schema: S.carPositionsInput, wordsAll: true },
    summary: 'Save the catalogue order',
    ok: one('The catalogue in its new order', withMessage({ cars: array(S.Car) })),
    run: async (req, { carAdmin }) => {
      const ordered = await carAdmin.reorder(req.em, req.input);
      return { message: 'Car order saved!', cars: ordered.map(carToRest) };
    },
  }),
]);
