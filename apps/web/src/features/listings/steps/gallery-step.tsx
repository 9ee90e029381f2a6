import '@mantine/dropzone/styles.css';
import { Alert, Modal, Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconBulb, IconPhotoPlus, IconUpload, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../lib/i18n';
import { notifyError } from '../../../ui/notify';
import { useDeletePhoto } from '../api/delete-photo';
import { useReorderPhotos } from '../api/reorder-photos';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { PhotoGrid } from './photo-grid';
import { StepForm, type StepProps } from './step-form';
import { UploadList } from './upload-list';

/** What the picker offers; the server decides by the file's content, not its name. */
const ACCEPT = ['image/jpeg', 'image/png', 'image/webp'];
const RECOMMENDED_FOR_RESTAURANTS = 5;

/** Photos save as soon as they upload; Continue only checks there is at least one. */
export function GalleryStep({ listing, onSaved, readOnly = false }: StepProps) {
  const t = useT();
  const { uploads, add, reject, dismiss } = usePhotoUploads(listing.id);
  const reorder = useReorderPhotos(listing.id);
  const remove = useDeletePhoto(listing.id);
  const [toDelete, setToDelete] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const photos = listing.photos;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (photos.length === 0) {
      setMissing(true);
      return;
    }
    onSaved(listing);
  }

  function confirmDelete() {
    if (toDelete === null) return;
    remove.mutate(toDelete, { onSuccess: () => setToDelete(null), onError: notifyError });
  }

  return (
    <StepForm onSubmit={submit} error={null}>
      {readOnly ? null : (
        <Dropzone
          onDrop={(files) => {
            setMissing(false);
            void add(files);
          }}
          onReject={(rejections) =>
            reject(
              rejections.map((r) => r.file.name),
              t('upload.wrong_type'),
            )
          }
          accept={ACCEPT}
          radius="md"
          aria-label={t('listings.form.gallery.drop')}
          inputProps={{ 'aria-label': t('listings.form.gallery.drop') }}
        >
          <Group
            justify="center"
            gap="lg"
            mih={140}
            style={{ pointerEvents: 'none' }}
            wrap="nowrap"
          >
            <Dropzone.Accept>
              <IconUpload size={44} stroke={1.5} />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={44} stroke={1.5} color="var(--mantine-color-red-7)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhotoPlus size={44} stroke={1.5} />
            </Dropzone.Idle>
            <Stack gap={4}>
              <Text fw={600}>{t('listings.form.gallery.drop')}</Text>
              <Text size="sm" c="dimmed">
                {t('listings.form.gallery.limits')}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
      )}
      {missing && photos.length === 0 ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {t('listings.form.gallery.required')}
        </Text>
      ) : null}
      {listing.category === 'restaurant' && photos.length < RECOMMENDED_FOR_RESTAURANTS ? (
        <Alert variant="light" color="gray" icon={<IconBulb size={18} />}>
          {t('listings.form.gallery.restaurant_advice', { count: RECOMMENDED_FOR_RESTAURANTS })}
        </Alert>
      ) : null}
      <UploadList uploads={uploads} onDismiss={dismiss} />
      {photos.length > 0 ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('listings.form.gallery.reorder_hint')}
          </Text>
          <PhotoGrid
            photos={photos}
            onReorder={(ids) => reorder.mutate(ids, { onError: notifyError })}
            onDelete={setToDelete}
            readOnly={readOnly}
          />
        </Stack>
      ) : null}
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('listings.form.gallery.delete_title')}
        centered
      >
        <Stack gap="lg">
          <Text size="sm">{t('listings.form.gallery.delete_text')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setToDelete(null)}>
              {t('common.cancel')}
            </Button>
            <Button color="red.9" onClick={confirmDelete} loading={remove.isPending}>
              {t('listings.form.gallery.delete_confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </StepForm>
  );
}
