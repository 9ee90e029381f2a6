import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useLocale, useT } from '../../../lib/i18n';
import { surveyUrl } from '../links';

export function SurveyLinks() {
  const t = useT();
  const locale = useLocale();
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="dashboard-surveys"
    >
      <Stack gap="xs">
        <Title order={2} fz="h4" id="dashboard-surveys">
          {t('dashboard.surveys.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('dashboard.surveys.text')}
        </Text>
        <Group gap="lg">
          {(['guest', 'host'] as const).map((survey) => (
            <Anchor
              key={survey}
              href={surveyUrl(survey, locale)}
              target="_blank"
              rel="noopener"
              c="dark"
              underline="always"
            >
              <Group gap={4} wrap="nowrap" component="span">
                {t(`dashboard.surveys.${survey}`)}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
