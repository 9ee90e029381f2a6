import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { publicConfigQueryOptions } from '../api/get-public-config';

const MARK = 'data-support-chat';

/**
 * The third-party support chat (docs/rules/product.md §2: hidden for Admin): its script is added
 * once, only when the server has one configured (SUPPORT_CHAT_SCRIPT_URL) and only for a non-admin.
 * The server's CSP allows that script's origin only when it is configured.
 */
export function SupportChat({ enabled }: { enabled: boolean }) {
  const config = useQuery({ ...publicConfigQueryOptions(), enabled });
  const src = enabled ? config.data?.support_chat_script_url : null;

  useEffect(() => {
    if (!src || document.querySelector(`script[${MARK}]`)) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.setAttribute(MARK, '');
    document.body.appendChild(script);
  }, [src]);

  return null;
}
