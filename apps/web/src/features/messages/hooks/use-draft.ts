import { useCallback, useState } from 'react';

const keyOf = (conversationId: number) => `gazda.messages.draft.${conversationId}`;

function read(conversationId: number): string {
  try {
    return localStorage.getItem(keyOf(conversationId)) ?? '';
  } catch {
    return '';
  }
}

/**
 * The unsent text of one conversation, kept in this browser (localStorage) so that switching
 * conversations or reloading does not lose it; cleared once the message is sent.
 */
export function useDraft(conversationId: number): [string, (text: string) => void] {
  const [state, setState] = useState(() => ({ id: conversationId, text: read(conversationId) }));
  // Another conversation opened in the same component: its own draft.
  const current = state.id === conversationId ? state.text : read(conversationId);
  if (state.id !== conversationId) setState({ id: conversationId, text: current });
  const save = useCallback(
    (text: string) => {
      setState({ id: conversationId, text });
      try {
        if (text) localStorage.setItem(keyOf(conversationId), text);
        else localStorage.removeItem(keyOf(conversationId));
      } catch {
        // Private mode or a full storage: the draft lives as long as the page.
      }
    },
    [conversationId],
  );
  return [current, save];
}
