import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render';
import { SupportChat } from './support-chat';

const chat = 'https://chat.example.net/widget.js';

function renderChat(enabled: boolean, url: string | null) {
  const fetchMock = vi
    .fn<typeof fetch>()
    .mockResolvedValue(jsonResponse(200, { data: { support_chat_script_url: url } }));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <SupportChat enabled={enabled} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const scripts = () => document.querySelectorAll('script[data-support-chat]');

describe('support chat', () => {
  afterEach(() => scripts().forEach((script) => script.remove()));

  it('loads the configured script once for a host or guest', async () => {
    renderChat(true, chat);
    await waitFor(() => expect(scripts()).toHaveLength(1));
    expect(scripts()[0]?.getAttribute('src')).toBe(chat);
  });

  it('is off when the server has no chat configured', async () => {
    const fetchMock = renderChat(true, null);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(scripts()).toHaveLength(0);
  });

  it('is hidden for an admin: not even the configuration is asked', async () => {
    const fetchMock = renderChat(false, chat);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(scripts()).toHaveLength(0);
  });
});
