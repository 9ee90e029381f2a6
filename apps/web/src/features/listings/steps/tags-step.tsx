import { tagsStepSchema } from '@gazda/contracts/listings';
import { Chip, Group, Input, Skeleton } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { fieldMessage, useZodForm } from '../../../lib/form';
import { useT } from '../../../lib/i18n';
import { useCategories } from '../api/get-categories';
import { useTags } from '../api/get-tags';
import { useUpdateListingStep } from '../api/update-listing-step';
import { putServerErrors, StepForm, type StepProps } from './step-form';

/** The amenities of the category as chips; at least one. */
export function TagsStep({ listing, onSaved }: StepProps) {
  const t = useT();
  const save = useUpdateListingStep(listing.id);
  const categories = useCategories(false);
  const categoryId = categories.data?.find((c) => c.const === listing.category)?.id;
  const tags = useTags(categoryId);
  const { control, handleSubmit, setError } = useZodForm(tagsStepSchema, {
    defaultValues: { tag_ids: listing.tag_ids },
  });

  const submit = handleSubmit((values) =>
    save.mutate(
      { step: 'tags', ...values },
      { onSuccess: onSaved, onError: putServerErrors(setError) },
    ),
  );

  return (
    <StepForm onSubmit={submit} error={save.error}>
      <Controller
        control={control}
        name="tag_ids"
        render={({ field, fieldState }) => (
          <Input.Wrapper
            label={t('listings.form.tags.label')}
            description={t('listings.form.tags.hint')}
            withAsterisk
            error={fieldMessage(t, fieldState.error?.message)}
          >
            {tags.isPending ? (
              <Skeleton h={120} mt="sm" />
            ) : (
              <Chip.Group
                multiple
                value={field.value.map(String)}
                onChange={(values) => field.onChange(values.map(Number))}
              >
                <Group
                  gap="xs"
                  mt="sm"
                  mb={4}
                  role="group"
                  aria-label={t('listings.form.tags.label')}
                >
                  {(tags.data ?? []).map((tag) => (
                    <Chip key={tag.id} value={String(tag.id)} variant="outline" radius="xl">
                      {tag.name}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            )}
          </Input.Wrapper>
        )}
      />
    </StepForm>
  );
}
