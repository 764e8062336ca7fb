import type { Services } from '../common/services.js';
import { LEGACY_LIST_PAGE } from '../common/paging.js';
import { array, created, defineOperations, op, deleteById, one, param, reply, withMessage } from '../common/operation.js';
import * as S from './registration.schemas.js';
import { registeredCarToRest } from './registration.rest.js';

/** Register & Earn (SPEC.md section 7). */
export const registrationOperations = defineOperations<Services>([
  op({
    operationId: 'registerCar',
    method: 'post',
    path: '/v1/car/register',
    tag: 'Register & Earn',
    access: 'public',
    body: { kind: 'multipart', schema: S.registrationInput, wordsAll: true, file: 'image', anonymous: true },
    summary: 'An owner offers a car',
    ok: created('Registered', withMessage({ car: S.RegisteredCar })),
    errors: [429],
    run: async (req, { registrations }) => {
      const car = await registrations.register(req.em, req.input, req.file?.buffer, req.ip ?? '');
      return { message: 'Car Registered Successfully', car: registeredCarToRest(car) };
    },
  }),
  {
    operationId: 'listRegisteredCars',
    method: 'get',
    path: '/v1/car/cars',
    tag: 'Register & Earn',
    access: 'admin',
    summary: 'The newest 1,000 registered cars (X-Total-Count)',
    ok: one('Registered cars', array(S.RegisteredCar)),
    run: async (req, { registrations }) => {
      const { items, total } = await registrations.list(req.em, LEGACY_LIST_PAGE);
      return reply(items.map(registeredCarToRest), { 'X-Total-Count': String(total) });
    },
  },
  deleteById({
    operationId: 'deleteRegisteredCar',
    path: '/v1/car/delete/{id}',
    tag: 'Register & Earn',
    summary: 'Delete a registered car',
    message: 'Registered car deleted.',
    remove: (req, { registrations }) => registrations.delete(req.em, param(req)),
  }),
]);
