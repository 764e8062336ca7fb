import { useQuery } from '@apollo/client/react';
import { toast } from 'react-toastify';
import { PageLoading } from '../../../components/PageLoading';
import { serverMessage } from '../../../components/serverMessage';
import { AdminScreen } from '../AdminScreen';
import { RegisteredCarCard, type RegisteredCarRow } from './RegisteredCarCard';
import { registeredCarsDocument } from './registeredCarsDocuments';
import { useDeleteRegisteredCarMutation } from '../../../mutations/useDeleteRegisteredCarMutation';
import '../../../components/data-table.css';
import '../car-cards.css';
import './registered-cars.css';

/** Register cardata (SPEC.md section 2): the cars owners registered, newest first; Delete after confirmation. */
export function RegisteredCarsPage() {
  const { data, loading, error, refetch } = useQuery(registeredCarsDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteRegisteredCar, deletion] = useDeleteRegisteredCarMutation();
  const reload = () => { void refetch().catch(() => undefined); };

  const remove = async (car: RegisteredCarRow) => {
    if (!window.confirm(`Delete the registration of ${car.carName} (${car.numberPlate})?`)) return;
    try {
      await deleteRegisteredCar({ variables: { id: car.id } });
      toast.success('Registered car deleted.');
      reload();
    } catch (err) {
      toast.error(serverMessage(err) ?? 'Failed to delete the registered car.');
    }
  };

  const cars = data?.registeredCars ?? [];
  return (
    <AdminScreen title="Registered Cars" actions={<button type="button" className="btn btn--ghost" onClick={reload}>Refresh</button>}>
      {!data && loading && <PageLoading label="Loading registered cars..." />}
      {!data && error && (
        <div className="registered-cars__failed" role="alert">
          <p>Failed to load registered cars.</p>
          <button type="button" className="btn btn--primary" onClick={reload}>Retry</button>
        </div>
      )}
      {data && cars.length === 0 && <p className="car-listing__empty">No registered cars yet.</p>}
      {cars.length > 0 && (
        <div className="admin-car-grid">
          {cars.map((car) => <RegisteredCarCard key={car.id} car={car} busy={deletion.loading} onDelete={(c) => { void remove(c); }} />)}
        </div>
      )}
    </AdminScreen>
  );
}
