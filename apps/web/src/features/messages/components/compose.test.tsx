import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { jsonResponse, renderWithRouter } from '../../../test/render';
import { Compose } from './compose';

describe('the message box', () => {
  beforeEach(() => {
    setLocale('en');
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('warns before sending a phone number until the booking, keeps a draft per conversation', async () => {
    const user = userEvent.setup();
    const view = renderWithRouter(<Compose conversationId={5} contactsShown={false} />);
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Call me: nula šest četiri 123 45 67');
    expect(screen.getByTestId('contacts-warning').textContent).toContain(
      'shown to the other side only once the booking is confirmed',
    );
    expect(localStorage.getItem('gazda.messages.draft.5')).toBe(
      'Call me: nula šest četiri 123 45 67',
    );
    view.unmount();
    renderWithRouter(<Compose conversationId={5} contactsShown />);
    expect(
      (screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value,
    ).toBe('Call me: nula šest četiri 123 45 67');
    // After the booking nothing is hidden, so nothing to warn about.
    expect(screen.queryByTestId('contacts-warning')).toBeNull();
  });

  it('shows the server’s field error and keeps the draft when sending fails', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse(422, {
        message: 'Validation Error',
        code: 'validation',
        errors: { body: ['Enter at most 5,000 characters'] },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithRouter(<Compose conversationId={6} contactsShown={false} />);
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getAllByText('Enter at most 5,000 characters').length).toBeGreaterThan(0),
    );
    expect(localStorage.getItem('gazda.messages.draft.6')).toBe('Hello');
  });

  it('an empty message is refused before it is sent', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithRouter(<Compose conversationId={7} contactsShown={false} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a saved reply, filled for the conversation by the server, goes into the box', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse(200, {
        data: [
          {
            id: 1,
            title: 'Check-in',
            body: 'Hi {guest_name}, see you on {check_in}',
            filled: 'Hi Jelena, see you on 12 July 2026',
            updated_at: '2026-07-01T10:00:00.000Z',
          },
        ],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithRouter(<Compose conversationId={8} contactsShown={false} savedReplies />);
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hello!');
    await user.click(screen.getByRole('button', { name: 'Saved replies' }));
    await user.click(await screen.findByRole('menuitem', { name: /Check-in/ }));
    expect(
      (screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value,
    ).toBe('Hello!\nHi Jelena, see you on 12 July 2026');
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/saved-replies?conversation_id=8');
    expect(localStorage.getItem('gazda.messages.draft.8')).toBe(
      'Hello!\nHi Jelena, see you on 12 July 2026',
    );
  });

  it('a guest has no saved replies, but may attach a photo', () => {
    renderWithRouter(<Compose conversationId={9} contactsShown={false} />);
    expect(screen.queryByRole('button', { name: 'Saved replies' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Attach a photo' })).toBeTruthy();
  });
});
