import { Pagination, type PaginationProps } from '@mantine/core';
import { useT } from '../lib/i18n';

/**
 * Mantine's Pagination with names for its icon-only arrows and its page buttons, in the panel's
 * language (axe `button-name`): every list of the panel pages through this one component.
 */
export function Pager(props: PaginationProps) {
  const t = useT();
  return (
    <Pagination
      getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
      getItemProps={(page) => ({ 'aria-label': t('common.pagination.page', { page }) })}
      {...props}
    />
  );
}
