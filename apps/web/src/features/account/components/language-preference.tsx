import type { User } from '@gazda/contracts/user';
import { intlLocale, localeNames, locales, type Locale } from '@gazda/i18n/locales';
import { createTranslator } from '@gazda/i18n/translate';
import { Radio, Stack } from '@mantine/core';
import { useT } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useUpdateSettings } from '../api/update-settings';

/** The saved language: the panel shows it and the mails are written in it. */
export function LanguagePreference({ user }: { user: User }) {
  const t = useT();
  const update = useUpdateSettings();
  const value =
    update.isPending && update.variables.lang ? update.variables.lang : user.settings.lang;

  function save(lang: Locale) {
    update.mutate(
      { lang },
      {
        onSuccess: (saved) =>
          notifySuccess(createTranslator(saved.settings.lang)('account.language.saved')),
        onError: notifyError,
      },
    );
  }

  return (
    <Radio.Group
      value={value}
      onChange={(next) => save(next as Locale)}
      label={t('account.language.title')}
      description={t('account.language.description')}
    >
      <Stack gap="xs" mt="sm">
        {locales.map((locale) => (
          <Radio
            key={locale}
            value={locale}
            label={localeNames[locale]}
            lang={intlLocale(locale)}
            disabled={update.isPending}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
