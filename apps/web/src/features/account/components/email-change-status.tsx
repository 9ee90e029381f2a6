import { Button, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import { LinkStatus } from '../../../ui/link-status';
import { confirmEmailChangeQueryOptions, type EmailChangeLink } from '../api/confirm-email-change';

/** Opens the link mailed to a new address and says how it went. */
export function EmailChangeStatus({ link }: { link: EmailChangeLink }) {
  const t = useT();
  const queryClient = useQueryClient();
  const change = useQuery(confirmEmailChangeQueryOptions(link, queryClient));
  const settings = (
    <Button component={Link} to={routePath('user-settings.account')} variant="outline">
      {t('account.email_change.to_settings')}
    </Button>
  );

  return (
    <LinkStatus
      query={change}
      pending={t('account.email_change.pending')}
      succeeded={(email) => ({
        text: t('account.email_change.success', { email }),
        next: settings,
      })}
      failed={{
        title: t('account.email_change.failed'),
        next: (
          <>
            <Text size="sm">{t('account.email_change.retry_hint')}</Text>
            {settings}
          </>
        ),
      }}
      reasonFields={['link', 'email']}
    />
  );
}
