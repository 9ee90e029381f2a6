import { Drawer, type DrawerProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { useOpenedAfterMount } from '../lib/use-opened-after-mount';

type BottomSheetProps = {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Its height, as a share of the screen's. */
  size: string;
  hiddenFrom?: DrawerProps['hiddenFrom'];
  children: ReactNode;
};

/**
 * A phone's bottom sheet (the calendar's selection, the listing's booking form): a drawer from the
 * bottom edge with rounded top corners, a title and a labelled close button. Its modules import it
 * after the first render (issue #9): the drawer brings scroll locking and a focus trap.
 */
export function BottomSheet({
  opened,
  onClose,
  title,
  size,
  hiddenFrom,
  children,
}: BottomSheetProps) {
  const t = useT();
  const shown = useOpenedAfterMount(opened);
  return (
    <Drawer
      opened={shown}
      onClose={onClose}
      position="bottom"
      size={size}
      radius="lg"
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      hiddenFrom={hiddenFrom}
    >
      {children}
    </Drawer>
  );
}
