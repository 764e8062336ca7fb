import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { PageLoading } from '../../../components/PageLoading';
import { QueryCell } from '../../../components/QueryCell';
import { AdminScreen } from '../AdminScreen';
import type { AdminCar } from './AdminCarCard';
import { CarForm } from './CarForm';
import { SortableCarGrid } from './SortableCarGrid';
import { adminCarsDocument } from './carListingDocuments';
import { CAR_MESSAGES } from './carFormRules';
import { useCarDeletion } from './useCarDeletion';
import { useCarOrder } from './useCarOrder';
import '../../../components/form/form.css';
import '../../../components/data-table.css';
import '../car-cards.css';

/** Car listings, "Manage Cars" in the admin navigation (SPEC.md section 2): the car form plus the draggable grid. */
export function CarListingPage() {
  const { data, error, refetch } = useQuery(adminCarsDocument, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<AdminCar | null>(null);
  const [formKey, setFormKey] = useState(0);
  const order = useCarOrder();
  const reload = () => {
    void refetch().catch(() => undefined);
  };
  const deletion = useCarDeletion((car) => {
    if (editing?.id === car.id) setEditing(null);
    reload();
  });

  const closeForm = () => {
    setEditing(null);
    setFormKey((key) => key + 1);
  };
  const edit = (car: AdminCar) => {
    setEditing(car);
    document.querySelector('.car-form')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const cars = data?.cars ?? [];
  const byId = new Map(cars.map((car) => [car.id, car]));
  const shown = order.pending ? order.pending.flatMap((id) => byId.get(id) ?? []) : cars;

  return (
    <AdminScreen title="Car Listings">
      <CarForm
        key={editing ? `edit-${editing.id}` : `add-${formKey}`}
        editing={editing}
        onSaved={() => {
          closeForm();
          reload();
        }}
        onCancel={closeForm}
      />
      <h2 className="car-listing__title">All cars</h2>
      {/* SPEC.md section 8: a failed car fetch is logged, loading ends, and no message is shown. */}
      <QueryCell
        data={data?.cars}
        error={error}
        what="the cars"
        failure={null}
        loading={<PageLoading label="Loading cars..." />}
        isEmpty={(all) => all.length === 0}
        empty={<p className="car-listing__empty">{CAR_MESSAGES.empty}</p>}
      >
        {() => (
          <>
            <p className="car-listing__hint">
              Drag a card to change the order customers see (long-press on touch screens; Space and the arrow keys on a focused card).
            </p>
            <SortableCarGrid
              cars={shown.map((car) => ({ id: car.id, car }))}
              busy={order.saving || deletion.deleting}
              onReorder={(ids) => {
                void order.save(ids);
              }}
              onEdit={edit}
              onDelete={(car) => {
                void deletion.remove(car);
              }}
            />
          </>
        )}
      </QueryCell>
    </AdminScreen>
  );
}
