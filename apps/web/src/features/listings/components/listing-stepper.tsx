import type { Listing, ListingStep } from '@gazda/contracts/listings';
import { Box, Group, Menu, Progress, Stack, Stepper, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';
import { reachedSteps, stepsOf } from '../listing-model';

type ListingStepperProps = {
  listing: Listing;
  step: ListingStep;
  onStep: (step: ListingStep) => void;
};

/**
 * docs/rules/screens.md "Listing form": a horizontal stepper on wide screens, clickable for the
 * steps already reached; on phones "Step 3 of 9 — Location" with a progress bar.
 */
export function ListingStepper({ listing, step, onStep }: ListingStepperProps) {
  const t = useT();
  const steps = stepsOf(listing.category);
  const active = Math.max(0, steps.indexOf(step));
  const reached = reachedSteps(listing);

  return (
    <>
      <Box visibleFrom="md">
        <Stepper
          active={active}
          onStepClick={(index) => {
            const target = steps[index];
            if (target && reached.has(target)) onStep(target);
          }}
          size="sm"
          iconSize={28}
          color="dark"
          wrap={false}
          styles={{
            separator: { marginInline: 6, minWidth: 8 },
            stepBody: { marginInlineStart: 6 },
            stepLabel: { fontSize: 'var(--mantine-font-size-xs)', lineHeight: 1.25 },
          }}
          aria-label={t('listings.form.stepper.label')}
        >
          {steps.map((name) => (
            <Stepper.Step
              key={name}
              label={t(`listings.form.step.${name}`)}
              icon={listing.completed_steps.includes(name) ? <IconCheck size={14} /> : undefined}
              allowStepSelect={reached.has(name) && name !== step}
              aria-current={name === step ? 'step' : undefined}
            />
          ))}
        </Stepper>
      </Box>
      <Stack gap={6} hiddenFrom="md">
        <Menu position="bottom-start" width={260}>
          <Menu.Target>
            <UnstyledButton aria-label={t('listings.form.stepper.choose')}>
              <Group gap={4} wrap="nowrap">
                <Text size="sm" fw={600}>
                  {t('listings.form.stepper.phone', {
                    number: active + 1,
                    total: steps.length,
                    name: t(`listings.form.step.${step}`),
                  })}
                </Text>
                <IconChevronDown size={16} />
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {steps.map((name, index) => (
              <Menu.Item
                key={name}
                disabled={!reached.has(name)}
                onClick={() => onStep(name)}
                fw={name === step ? 700 : undefined}
                leftSection={
                  listing.completed_steps.includes(name) ? (
                    <IconCheck size={14} />
                  ) : (
                    <Text span size="xs" w={14} ta="center">
                      {index + 1}
                    </Text>
                  )
                }
              >
                {t(`listings.form.step.${name}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Progress
          value={((active + 1) / steps.length) * 100}
          color="dark"
          size="sm"
          aria-label={t('listings.form.stepper.label')}
        />
      </Stack>
    </>
  );
}
