import { formatMoney } from '@gazda/i18n/format';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { jsonResponse, renderWithRouter } from '../../../test/render';
import { asQuoteBody, localQuote } from '../utils/local-quote';
import { exampleDays, workedExample } from '../test/fixtures';
import { PricingPreviewTab } from './pricing-preview-tab';

const days = exampleDays('2027-01-01', 31);
const stay = { check_in: '2027-01-06', check_out: '2027-01-09', guests: 2 };
// Testing Library collapses the no-break space of `173,60 €` in the page; the expected text does too.
const eur = (minor: number) => formatMoney(minor, 'EUR', 'sr').replace(/\s/g, ' ');

function renderPreview() {
  return renderWithRouter(
    <PricingPreviewTab
      listingId={12}
      initData={workedExample}
      days={days}
      preview={{ dates: [stay.check_in, stay.check_out], guests: stay.guests }}
      onChange={() => {}}
    />,
  );
}

describe('pricing preview', () => {
  beforeEach(() => setLocale('sr'));

  it("shows docs/rules/pricing.md's first worked example at once, from the domain function", () => {
    // The server does not answer yet: everything on screen is the instant preview.
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>(() => {})),
    );
    renderPreview();
    expect(screen.getByText('Trenutna procena')).toBeTruthy();
    expect(screen.getAllByText(eur(15500))).toHaveLength(2); // nights total = host earnings
    expect(screen.getByText(eur(1550))).toBeTruthy(); // service fee
    expect(screen.getByText(eur(310))).toBeTruthy(); // VAT
    expect(screen.getByText(eur(17360))).toBeTruthy(); // total 173,60 €
    expect(screen.getByText(eur(5208))).toBeTruthy(); // advance 52,08 €
    expect(screen.getByText(eur(12152))).toBeTruthy(); // remainder
    expect(screen.getByText('Minimalni boravak 2 noći: ispunjen')).toBeTruthy();
    expect(screen.getByText(`osnovna ${eur(5000)} · specijalna ${eur(4500)}`)).toBeTruthy();
    expect(eur(17360)).toBe('173,60 €');
  });

  it("replaces the preview with the server's answer, which wins when they differ", async () => {
    const result = localQuote(workedExample, days, stay);
    if (!result?.ok) throw new Error('the worked example must quote');
    const server = { ...asQuoteBody(result.quote), total: 17400, advance: 5220, remaining: 12180 };
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { data: server }));
    vi.stubGlobal('fetch', fetchMock);
    renderPreview();
    expect(await screen.findByText('Potvrđeno na serveru')).toBeTruthy();
    expect(screen.getByText(eur(17400))).toBeTruthy();
    expect(screen.queryByText(eur(17360))).toBeNull();
    expect(screen.getByText(/važi cena sa servera/)).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/calendar/12/pricing?check_in=2027-01-06&check_out=2027-01-09&guests=2',
    );
  });
});
