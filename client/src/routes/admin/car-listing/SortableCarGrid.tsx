import type { PointerEvent as ReactPointerEvent } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type PointerSensorOptions,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { FragmentType } from '../../../gql';
import { AdminCarCard, type AdminCar, type AdminCarCardFragment } from './AdminCarCard';

/** SPEC.md section 9: a long press of 120 ms starts a drag on touch; a mouse must move 5 px first. */
export const TOUCH_DELAY_MS = 120;
export const MOUSE_DISTANCE_PX = 5;

/** Mouse and pen only: touch goes to the TouchSensor and its long press, so a swipe still scrolls the page. */
class MousePointerSensor extends PointerSensor {
  static activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (event: ReactPointerEvent, options: PointerSensorOptions) =>
        event.nativeEvent.pointerType !== 'touch' && PointerSensor.activators[0].handler(event, options),
    },
  ];
}

interface Props {
  cars: { id: string; car: FragmentType<typeof AdminCarCardFragment> }[];
  busy: boolean;
  onReorder(ids: string[]): void;
  onEdit(car: AdminCar): void;
  onDelete(car: AdminCar): void;
}

/** The admin's car grid: drag (or Space/arrow keys on a focused card) to change the order. */
export function SortableCarGrid({ cars, busy, onReorder, onEdit, onDelete }: Props) {
  const sensors = useSensors(
    useSensor(MousePointerSensor, { activationConstraint: { distance: MOUSE_DISTANCE_PX } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_DELAY_MS, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = cars.map((c) => c.id);

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd}>
      <SortableContext items={ids} strategy={rectSortingStrategy} disabled={busy}>
        <div className="admin-car-grid">
          {cars.map(({ id, car }) => (
            <AdminCarCard key={id} car={car} busy={busy} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}
