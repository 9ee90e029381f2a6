import { useEffect, useRef, useState } from 'react';

const FRESH_MS = 6000;

/**
 * Keys that appeared since the previous answer (never on the first one), for a few seconds: the
 * wall screen highlights new reservations, inquiries or a changed counter briefly.
 */
export function useFreshKeys(keys: readonly string[] | undefined): ReadonlySet<string> {
  const seen = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const signature = keys?.join('|');

  useEffect(() => {
    if (signature === undefined) return;
    const current = signature === '' ? [] : signature.split('|');
    const previous = seen.current;
    seen.current = new Set(current);
    if (!previous) return;
    const added = current.filter((key) => !previous.has(key));
    if (added.length === 0) return;
    setFresh(new Set(added));
    const timer = setTimeout(() => setFresh(new Set()), FRESH_MS);
    return () => clearTimeout(timer);
  }, [signature]);

  return fresh;
}
