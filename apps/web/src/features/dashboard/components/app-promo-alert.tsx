import { Alert, Anchor, Group, Text, type MantineSpacing } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useState } from 'react';
import { isInAppWrapper } from '../../../lib/app-bridge';
import { useT } from '../../../lib/i18n';
import { readStored, writeStored } from '../../../lib/storage';
import { PLAY_STORE_URL, APP_STORE_URL } from '../links';

/** Local storage key (JSON `true` once closed). */
const APP_PROMO_DISMISSED_KEY = 'app_promo_dismissed';

const isTrue = (value: unknown): value is boolean => value === true;

function storeUrl(): string {
  return /iPhone|iPad|iPod/i.test(navigator.userAgent) ? APP_STORE_URL : PLAY_STORE_URL;
}

/**
 * docs/rules/product.md §2: the app promo on phones only (under the sm breakpoint), closable and
 * remembered; never on desktop and never inside the app wrapper. The panel shell puts it under
 * the screen, never above it.
 */
export function AppPromoAlert({ mt }: { mt?: MantineSpacing }) {
  const t = useT();
  // Read at the first render (the panel renders only in the browser): the promo appearing a
  // frame later would push the screen below it down (a layout shift, issue #9).
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [dismissed, setDismissed] = useState(() =>
    readStored(APP_PROMO_DISMISSED_KEY, false, isTrue),
  );
  if (!phone || dismissed || isInAppWrapper()) return null;
  return (
    <Alert
      color="dark"
      variant="light"
      icon={<IconDeviceMobile size={20} aria-hidden />}
      withCloseButton
      closeButtonLabel={t('dashboard.promo.close')}
      onClose={() => {
        writeStored(APP_PROMO_DISMISSED_KEY, true);
        setDismissed(true);
      }}
      data-testid="app-promo"
      mt={mt}
    >
      <Group gap="xs" justify="space-between">
        <Text size="sm">{t('dashboard.promo.text')}</Text>
        <Anchor href={storeUrl()} target="_blank" rel="noopener" size="sm" fw={600} c="dark">
          {t('dashboard.promo.open')}
        </Anchor>
      </Group>
    </Alert>
  );
}
