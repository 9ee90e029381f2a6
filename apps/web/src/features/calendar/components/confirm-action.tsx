import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';

type ConfirmActionProps = {
  /** The button that asks first. */
  children: ReactNode;
  buttonProps?: ButtonProps & { 'aria-label'?: string };
  title: string;
  message: string;
  /** Asked with the question, e.g. a reason for the step. */
  extra?: ReactNode;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: (close: () => void) => void;
};

/** A destructive action behind a question (delete a rule, remove an import, a new export link). */
export function ConfirmAction(props: ConfirmActionProps) {
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button {...props.buttonProps} onClick={open}>
        {props.children}
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={opened}
        onClose={close}
        title={props.title}
        centered
        size="sm"
      >
        <Text size="sm">{props.message}</Text>
        {props.extra}
        <Group justify="flex-end" mt="lg" gap="xs">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={props.loading} onClick={() => props.onConfirm(close)}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
