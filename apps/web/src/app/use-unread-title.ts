import { useEffect } from 'react';

const PREFIX = /^\(\d+\+?\) /;

/**
 * The browser tab says how many messages are unread: "(3) Poruke · Gazda". Screens set their own
 * titles (PageTitle) at any time, so the prefix is put back whenever the title changes.
 */
export function useUnreadTitle(count: number): void {
  useEffect(() => {
    const apply = () => {
      const plain = document.title.replace(PREFIX, '');
      const wanted = count > 0 ? `(${count > 99 ? '99+' : count}) ${plain}` : plain;
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const title = document.querySelector('title');
    if (!title) return;
    const observer = new MutationObserver(apply);
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(PREFIX, '');
    };
  }, [count]);
}
