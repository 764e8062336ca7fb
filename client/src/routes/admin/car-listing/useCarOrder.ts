import { useState } from 'react';
import { toast } from 'react-toastify';
import { useReorderCarsMutation } from './useReorderCarsMutation';
import { CAR_MESSAGES } from './carFormRules';

/**
 * Saves a new order through reorderCars. The dragged order shows at once; on success the catalogue the server
 * answers replaces the cached list, on failure the grid falls back to the saved order.
 */
export function useCarOrder() {
  const [pending, setPending] = useState<string[] | null>(null);
  const [reorderCars, { loading }] = useReorderCarsMutation();

  const save = async (ids: string[]) => {
    setPending(ids);
    try {
      await reorderCars({ variables: { items: ids.map((id, order) => ({ id, order })) } });
      toast.success(CAR_MESSAGES.orderSaved);
    } catch (error) {
      console.error('Saving the car order failed', error);
      toast.error(CAR_MESSAGES.orderFailed);
    } finally {
      setPending(null);
    }
  };

  return { pending, saving: loading, save };
}
