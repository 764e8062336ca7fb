import { toast } from 'react-toastify';
import { serverMessage } from '../../../components/serverMessage';
import type { AdminCar } from './AdminCarCard';
import { useDeleteCarMutation } from './useDeleteCarMutation';
import { CAR_MESSAGES } from './carFormRules';

/** Delete a car (its card has asked first); the server refuses (and says why) while the car has open bookings. */
export function useCarDeletion(onDeleted: (car: AdminCar) => void) {
  const [deleteCar, { loading }] = useDeleteCarMutation();

  const remove = async (car: AdminCar) => {
    try {
      await deleteCar({ variables: { id: car.id } });
      toast.success(CAR_MESSAGES.deleted);
      onDeleted(car);
    } catch (error) {
      toast.error(serverMessage(error) ?? CAR_MESSAGES.deleteFailed);
    }
  };

  return { remove, deleting: loading };
}
