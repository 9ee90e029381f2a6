import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { jsonResponse, renderWithRouter } from '../../../test/render';
import { exampleDays, workedExample } from '../test/fixtures';
import { SelectionTab } from './selection-tab';

/* Issue #24 item 6: selected nights an import blocks name that import (the phone's day sheet too). */

describe('SelectionTab: nights blocked by an import', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setLocale('sr');
  });

  it.each([
    ['sr', 'Uvezeni kalendar: Airbnb'],
    ['en', 'Imported calendar: Airbnb'],
  ] as const)('%s: names the import', async (locale, named) => {
    setLocale(locale);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(200, { data: [] }))),
    );
    const days = exampleDays('2027-01-20', 10);
    renderWithRouter(
      <SelectionTab
        listingId={12}
        categoryConst="apartment"
        initData={workedExample}
        daysByDate={new Map(days.map((day) => [day.date, day]))}
        selection={{ from: '2027-01-24', to: '2027-01-26' }}
        onClear={() => {}}
      />,
    );
    expect(await screen.findByText(named)).toBeTruthy();
  });

  it('says nothing of imports when no selected night is one of theirs', () => {
    const days = exampleDays('2027-01-20', 10);
    renderWithRouter(
      <SelectionTab
        listingId={12}
        categoryConst="apartment"
        initData={workedExample}
        daysByDate={new Map(days.map((day) => [day.date, day]))}
        selection={{ from: '2027-01-20', to: '2027-01-22' }}
        onClear={() => {}}
      />,
    );
    expect(screen.queryByText(/Uvezeni kalendar/)).toBeNull();
  });
});
