import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n';

type RedirectCountdownProps = { seconds: number; to: string };

/**
 * "Taking you to the panel in 3 seconds…", then goes (docs/rules/product.md §2: 3 seconds after
 * verifying).
 */
export function RedirectCountdown({ seconds, to }: RedirectCountdownProps) {
  const t = useT();
  const navigate = useNavigate();
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = seconds - Math.floor((Date.now() - started) / 1000);
      if (remaining > 0) {
        setLeft(remaining);
        return;
      }
      window.clearInterval(timer);
      void navigate(to, { replace: true });
    }, 200);
    return () => window.clearInterval(timer);
  }, [seconds, to, navigate]);

  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {t('auth.verify.redirect', { seconds: left })}
    </Text>
  );
}
