import { Center, Loader } from '@mantine/core';
import { useT } from '../lib/i18n';

/** While a screen's first data loads (the top bar shows progress too). */
export function CenteredLoader() {
  const t = useT();
  return (
    <Center mih="40vh" role="status" aria-label={t('common.loading')}>
      <Loader color="dark" size="md" />
    </Center>
  );
}
