import type { Photo } from '@gazda/contracts/listings';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, AspectRatio, Badge, Box, Image } from '@mantine/core';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';

type SortablePhotoProps = { photo: Photo; position: number; onDelete: () => void };

/** One thumbnail: the drag handle, delete, and the cover badge on the first. */
export function SortablePhoto({ photo, position, onDelete }: SortablePhotoProps) {
  const t = useT();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: photo.id });

  return (
    <Box
      ref={setNodeRef}
      pos="relative"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-lg)' : undefined,
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
      }}
    >
      <AspectRatio ratio={4 / 3}>
        <Image
          src={photo.thumb_url}
          alt={t('listings.form.gallery.photo_alt', { position })}
          fit="cover"
          draggable={false}
        />
      </AspectRatio>
      {position === 1 ? (
        <Badge pos="absolute" top={8} left={8} color="dark" variant="filled" size="sm">
          {t('listings.form.gallery.cover')}
        </Badge>
      ) : null}
      <ActionIcon
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        pos="absolute"
        bottom={8}
        left={8}
        variant="white"
        color="dark"
        size="lg"
        style={{ cursor: 'grab', touchAction: 'none' }}
        aria-label={t('listings.form.gallery.move', { position })}
      >
        <IconGripVertical size={18} />
      </ActionIcon>
      <ActionIcon
        pos="absolute"
        bottom={8}
        right={8}
        variant="white"
        color="red"
        size="lg"
        onClick={onDelete}
        aria-label={t('listings.form.gallery.delete', { position })}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Box>
  );
}
