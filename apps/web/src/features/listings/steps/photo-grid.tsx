import type { Photo } from '@gazda/contracts/listings';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { SimpleGrid } from '@mantine/core';
import { useT } from '../../../lib/i18n';
import { SortablePhoto } from './sortable-photo';

type PhotoGridProps = {
  photos: Photo[];
  onReorder: (ids: number[]) => void;
  onDelete: (photoId: number) => void;
  /** Nothing can be dragged (an operator's read-only view). */
  readOnly?: boolean;
};

/**
 * Thumbnails in their order; the first is the cover. Dragged by the handle with a mouse, a finger
 * (after a short press, so the page still scrolls) or the keyboard (space, arrows, space).
 */
export function PhotoGrid({ photos, onReorder, onDelete, readOnly = false }: PhotoGridProps) {
  const t = useT();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = photos.map((photo) => photo.id);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('listings.form.gallery.drag_instructions') },
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy} disabled={readOnly}>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {photos.map((photo, index) => (
            <SortablePhoto
              key={photo.id}
              photo={photo}
              position={index + 1}
              onDelete={() => onDelete(photo.id)}
            />
          ))}
        </SimpleGrid>
      </SortableContext>
    </DndContext>
  );
}
