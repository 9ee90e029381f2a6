import { createTranslator } from '@gazda/i18n/translate';
import { notifications } from '@mantine/notifications';
import { getLocale } from '../lib/i18n';

/** The × of a message, named in the panel's language (axe `button-name`). */
const closeButtonProps = () => ({ 'aria-label': createTranslator(getLocale())('common.close') });

/** Transient messages: bottom centre, 2 seconds (docs/rules/product.md §2 and §9). */
const TRANSIENT_MS = 2000;

export function notifySuccess(message: string): void {
  notifications.show({
    message,
    color: 'green',
    withBorder: true,
    autoClose: TRANSIENT_MS,
    closeButtonProps: closeButtonProps(),
  });
}

/**
 * An ApiError's message is already translated; anything else is a bug, shown as-is. Both stay
 * for the same 2 seconds as any transient message.
 */
export function notifyError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  notifications.show({
    message,
    color: 'red',
    withBorder: true,
    autoClose: TRANSIENT_MS,
    closeButtonProps: closeButtonProps(),
  });
}
