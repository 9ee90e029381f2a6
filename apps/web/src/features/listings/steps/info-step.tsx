import { infoStepSchema, type Listing } from '@gazda/contracts/listings';
import { Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { fieldMessage, useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { useCategories } from '../api/get-categories';
import { useCreateListing } from '../api/create-listing';
import { useSubcategories } from '../api/get-subcategories';
import { useUpdateListingStep } from '../api/update-listing-step';
import { isUnsaved } from '../listing-model';
import { putServerErrors, StepForm, type StepProps } from './step-form';

function defaults(listing: Listing) {
  return {
    name: { ...listing.name },
    description: { ...listing.description },
    subcategory_id: listing.subcategory_id ?? (null as unknown as number),
  };
}

/** Name and description in Serbian and/or English (at least one of each), and the type. */
export function InfoStep({ listing, onSaved }: StepProps) {
  const t = useT();
  const update = useUpdateListingStep(listing.id);
  // On the create page nothing exists yet: this save creates the draft (issue #26 item 5).
  const create = useCreateListing();
  const categories = useCategories(false);
  const categoryId = categories.data?.find((c) => c.const === listing.category)?.id;
  const subcategories = useSubcategories(categoryId);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(infoStepSchema, { defaultValues: defaults(listing) });

  const submit = handleSubmit((values) => {
    const options = { onSuccess: onSaved, onError: putServerErrors(setError) };
    if (isUnsaved(listing)) create.save({ category: listing.category, info: values }, options);
    else update.mutate({ step: 'info', ...values }, options);
  });

  return (
    <StepForm onSubmit={submit} error={isUnsaved(listing) ? create.error : update.error}>
      <Controller
        control={control}
        name="subcategory_id"
        render={({ field, fieldState }) => (
          <Select
            ref={field.ref}
            label={t('listings.form.info.subcategory')}
            placeholder={t('listings.form.info.subcategory_placeholder')}
            withAsterisk
            data={(subcategories.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={field.value ? String(field.value) : null}
            onChange={(value) => field.onChange(value ? Number(value) : null)}
            onBlur={field.onBlur}
            error={fieldMessage(t, fieldState.error?.message)}
            allowDeselect={false}
            maw={420}
          />
        )}
      />
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {t('listings.form.info.name')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('listings.form.info.in_sr')}
            {...register('name.sr')}
            error={fieldMessage(t, errors.name?.sr?.message)}
          />
          <TextInput
            label={t('listings.form.info.in_en')}
            {...register('name.en')}
            error={fieldMessage(t, errors.name?.en?.message)}
          />
        </SimpleGrid>
        <GroupMessage hint={t('listings.form.info.one_language')} error={errors.name?.message} />
      </Stack>
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {t('listings.form.info.description')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Textarea
            label={t('listings.form.info.in_sr')}
            autosize
            minRows={5}
            maxRows={14}
            {...register('description.sr')}
            error={fieldMessage(t, errors.description?.sr?.message)}
          />
          <Textarea
            label={t('listings.form.info.in_en')}
            autosize
            minRows={5}
            maxRows={14}
            {...register('description.en')}
            error={fieldMessage(t, errors.description?.en?.message)}
          />
        </SimpleGrid>
        <GroupMessage
          hint={t('listings.form.info.one_language')}
          error={errors.description?.message}
        />
      </Stack>
    </StepForm>
  );
}

/** The "fill at least one language" hint, replaced by the error when neither is filled. */
function GroupMessage({ hint, error }: { hint: string; error: string | undefined }) {
  const t = useT();
  const message = fieldMessage(t, error);
  return (
    <Text
      size="xs"
      c={message ? 'var(--mantine-color-error)' : 'dimmed'}
      role={message ? 'alert' : undefined}
    >
      {message ?? hint}
    </Text>
  );
}
