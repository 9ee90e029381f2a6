import type { ListingStatus } from '@gazda/contracts/listings';
import { Box, Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';
import { isNewListing } from '../listing-model';
import { STEP_FORM_ID } from '../steps/step-form';
import classes from './step-footer.module.css';

type StepFooterProps = {
  status: ListingStatus;
  /** No Back on the first step. */
  isFirst: boolean;
  /** The last data step of a draft: Submit for review instead of Continue. */
  isSubmitStep: boolean;
  /** The activity step has nothing to save. */
  hasForm: boolean;
  saving: boolean;
  onBack: () => void;
};

/**
 * docs/rules/product.md §2: a new listing has Back and Continue; once pending, pending_fix, listed
 * or unlisted the button is Update and there is no Back. The button submits the step's form.
 */
export function StepFooter({
  status,
  isFirst,
  isSubmitStep,
  hasForm,
  saving,
  onBack,
}: StepFooterProps) {
  const t = useT();
  const isNew = isNewListing(status);
  const showBack = isNew && !isFirst;
  if (!showBack && !hasForm) return null;

  let primary = null;
  if (hasForm) {
    const [label, Icon] = !isNew
      ? [t('listings.form.footer.update'), IconDeviceFloppy]
      : isSubmitStep
        ? [t('listings.form.footer.submit'), IconSend]
        : [t('common.continue'), IconArrowRight];
    primary = (
      <Button
        key="primary"
        type="submit"
        form={STEP_FORM_ID}
        loading={saving}
        disabled={saving}
        rightSection={isNew ? <Icon size={16} /> : undefined}
        leftSection={isNew ? undefined : <Icon size={16} />}
        size="md"
      >
        {label}
      </Button>
    );
  }

  return (
    <>
      <Box className={classes.spacer} aria-hidden />
      <Box className={classes.footer}>
        <Group justify={showBack ? 'space-between' : 'flex-end'} gap="sm" wrap="nowrap">
          {showBack ? (
            <Button
              key="back"
              variant="default"
              size="md"
              leftSection={<IconArrowLeft size={16} />}
              onClick={onBack}
              disabled={saving}
            >
              {t('common.back')}
            </Button>
          ) : null}
          {primary}
        </Group>
      </Box>
    </>
  );
}
