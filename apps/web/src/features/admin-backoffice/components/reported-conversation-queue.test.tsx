import type { Message, ReportedConversation } from '@gazda/contracts/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { jsonResponse, renderWithRouter } from '../../../test/render';
import { ReportedConversationQueue } from './reported-conversation-queue';

const reported: ReportedConversation = {
  id: 31,
  listing: { id: 12, name: 'Stan Dorćol' },
  guest: { id: 5, name: 'Ana Anić' },
  host: { id: 6, name: 'Milica Jovanović' },
  reported_by: 'guest',
  reason: 'Traži uplatu mimo sajta',
  reported_at: '2027-01-02T09:00:00Z',
  operator_read_at: null,
};

const message = (id: number, sender: number, body: string): Message => ({
  id,
  conversation_id: 31,
  sender_id: sender,
  mine: false,
  kind: 'text',
  body,
  photo: null,
  masked: false,
  seen: false,
  created_at: '2027-01-01T10:00:00Z',
});

const page = <T,>(data: T[], total = data.length) =>
  jsonResponse(200, { data, meta: { page: 1, per_page: 20, total } });

let list: ReportedConversation[] = [];
const asked: string[] = [];

function server(url: string): Promise<Response> {
  const { pathname } = new URL(url, 'http://panel.test');
  asked.push(pathname);
  if (pathname === '/api/admin/conversations/reported') return Promise.resolve(page(list));
  if (pathname === '/api/admin/conversations/31/messages') {
    list = [{ ...reported, operator_read_at: '2027-01-03T08:00:00Z' }];
    return Promise.resolve(
      page([message(1, 5, 'Da li je krevetac tu?'), message(2, 6, 'Platite mi na 0641234567')]),
    );
  }
  return Promise.resolve(jsonResponse(404, { message: 'Not found' }));
}

describe('the operator’s reported conversations', () => {
  beforeEach(() => {
    asked.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input) => server(String(input))),
    );
  });

  it('says so when nothing is reported', async () => {
    setLocale('en');
    list = [];
    renderWithRouter(<ReportedConversationQueue />);
    expect(await screen.findByText('No conversation has been reported.')).toBeTruthy();
  });

  it('lists who reported what, and opens the messages read-only, then shows it read', async () => {
    setLocale('sr');
    list = [reported];
    const user = userEvent.setup();
    renderWithRouter(<ReportedConversationQueue />);
    const card = (await screen.findByText('Stan Dorćol')).closest('[data-conversation-id]')!;
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('Gost: Ana Anić · Domaćin: Milica Jovanović')).toBeTruthy();
    expect(inCard.getByText(/^Prijavio gost /)).toBeTruthy();
    expect(inCard.getByText('Razlog: Traži uplatu mimo sajta')).toBeTruthy();
    expect(inCard.getByText('Još nije pročitano')).toBeTruthy();
    expect(asked).not.toContain('/api/admin/conversations/31/messages');

    await user.click(inCard.getByRole('button', { name: 'Pročitaj razgovor' }));
    const thread = await inCard.findByRole('list', {
      name: 'Poruke razgovora o oglasu Stan Dorćol',
    });
    const items = within(thread).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Gost · Ana Anić · .*Da li je krevetac tu\?$/),
      expect.stringMatching(/^Domaćin · Milica Jovanović · .*Platite mi na 0641234567$/),
    ]);
    expect(within(thread).queryByRole('textbox')).toBeNull();
    expect(await inCard.findByText(/^Pročitano /)).toBeTruthy();
    expect(inCard.getByRole('button', { name: 'Sakrij razgovor' })).toBeTruthy();
  });

  it('says when no reason was given, in English too', async () => {
    setLocale('en');
    list = [{ ...reported, reported_by: 'host', reason: null }];
    renderWithRouter(<ReportedConversationQueue />);
    expect(await screen.findByText('No reason given')).toBeTruthy();
    expect(screen.getByText(/^Reported by the host on /)).toBeTruthy();
  });
});
