import { useQuery } from '@apollo/client/react';
import { toast } from 'react-toastify';
import { PageLoading } from '../../../components/PageLoading';
import { QueryCell, QueryFailure } from '../../../components/QueryCell';
import { serverMessage } from '../../../components/serverMessage';
import { AdminScreen } from '../AdminScreen';
import { RegisteredCarCard, type RegisteredCarRow } from './RegisteredCarCard';
import { registeredCarsDocument } from './registeredCarsDocuments';
import { useDeleteRegisteredCarMutation } from './useDeleteRegisteredCarMutation';
import '../../../components/data-table.css';
import '../car-cards.css';
import './registered-cars.css';

/** Register cardata (SPEC.md section 2): the cars owners registered, newest first; Delete after confirmation. */
export function RegisteredCarsPage() {
  const { data, error, refetch } = useQuery(registeredCarsDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteRegisteredCar, deletion] = useDeleteRegisteredCarMutation();
  const reload = () => {
    void refetch().catch(() => undefined);
  };

  const remove = async (car: RegisteredCarRow) => {
    try {
      await deleteRegisteredCar({ variables: { id: car.id } });
      toast.success('Registered car deleted.');
      reload();
    } catch (err) {
      toast.error(serverMessage(err) ?? 'Failed to delete the registered car.');
    }
  };

  return (
    <AdminScreen
      title="Registered Cars"
      actions={
        <button type="button" className="btn btn--ghost" onClick={reload}>
          Refresh
        </button>
      }
    >
      <QueryCell
        data={data?.registeredCars}
        error={error}
        loading={<PageLoading label="Loading registered cars..." />}
        failure={
          <QueryFailure
            message="Failed to load registered cars."
            retry={refetch}
            className="registered-cars__failed"
            retryClassName="btn btn--primary"
          />
        }
        isEmpty={(cars) => cars.length === 0}
        empty={<p className="car-listing__empty">No registered cars yet.</p>}
      >
        {(cars) => (
          <div className="admin-car-grid">
            {cars.map((car) => (
              <RegisteredCarCard
                key={car.id}
                car={car}
                busy={deletion.loading}
                onDelete={(c) => {
                  void remove(c);
                }}
              />
            ))}
          </div>
        )}
      </QueryCell>
    </AdminScreen>
  );
}
