import { Group, Text } from '@mantine/core';
import { useT } from '../lib/i18n';

type LogoProps = {
  inverted?: boolean;
  size?: number;
  /** Hides the wordmark where it should (the top bar, when its links are tight). */
  wordmarkClassName?: string;
};

/** The Gazda mark and wordmark; `inverted` for the black top bar. */
export function Logo({ inverted = false, size = 28, wordmarkClassName }: LogoProps) {
  const t = useT();
  const ink = inverted ? '#fff' : '#000';
  const paper = inverted ? '#000' : '#fff';
  return (
    <Group gap={8} wrap="nowrap" aria-hidden>
      <svg width={size} height={size} viewBox="0 0 32 32" role="presentation">
        <rect width="32" height="32" rx="7" fill={ink} />
        <path
          d="M21.5 11.2A7 7 0 1 0 23 17h-6.5"
          fill="none"
          stroke={paper}
          strokeWidth="3.2"
          strokeLinecap="round"
        />
      </svg>
      <Text
        component="span"
        fw={800}
        fz={size * 0.75}
        lh={1}
        c={ink}
        className={wordmarkClassName}
        style={{ letterSpacing: '-0.02em' }}
      >
        {t('app.name')}
      </Text>
    </Group>
  );
}
