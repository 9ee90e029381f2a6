import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import { BottomSheet } from '../../../ui/bottom-sheet';

type SelectionSheetProps = { opened: boolean; onClose: () => void; children: ReactNode };

/**
 * The phone's bottom sheet with the side panel. A module of its own, loaded after the calendar's
 * first render (calendar-workspace.tsx): the drawer brings scroll locking and a focus trap, which
 * the first screen does not show (issue #9).
 */
export function SelectionSheet({ opened, onClose, children }: SelectionSheetProps) {
  const t = useT();
  return (
    <BottomSheet
      opened={opened}
      onClose={onClose}
      size="85%"
      title={t('calendar.panel_title')}
    >
      <Box pb="xl">{children}</Box>
    </BottomSheet>
  );
}
