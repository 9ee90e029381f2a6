import { toCyrillic } from '@gazda/i18n/cyrillic';
import { Autocomplete, Button, Grid, NumberInput } from '@mantine/core';
import { IconMapPin, IconSearch, IconUsers } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import type { SearchParams } from '../api/search-listings';
import { DateRangeInput } from '../../../ui/form/date-range-input';

/**
 * The dashboard's four cities come first; any other city can be typed. The Cyrillic panel offers
 * them in Cyrillic (the server reads a Cyrillic city in Latin).
 */
const SEARCH_CITIES = ['Beograd', 'Novi Sad', 'Niš', 'Zlatibor'];

type SearchFormProps = {
  value: SearchParams;
  today: string;
  onSearch: (value: SearchParams) => void;
};

/** Destination, dates and guests; submitting puts them in the URL. */
export function SearchForm({ value, today, onSearch }: SearchFormProps) {
  const t = useT();
  const locale = useLocale();
  const [city, setCity] = useState(value.city ?? '');
  const [dates, setDates] = useState<[string | null, string | null]>([
    value.check_in ?? null,
    value.check_out ?? null,
  ]);
  const [guests, setGuests] = useState<number>(value.guests ?? 1);

  function submit(event: FormEvent) {
    event.preventDefault();
    const [checkIn, checkOut] = dates;
    const both = checkIn !== null && checkOut !== null;
    onSearch({
      city: city.trim() || undefined,
      check_in: both ? checkIn : undefined,
      check_out: both ? checkOut : undefined,
      guests: guests > 1 ? guests : undefined,
    });
  }

  return (
    <form onSubmit={submit} role="search">
      <Grid align="flex-end" gutter="sm">
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <Autocomplete
            label={t('bookingPanel.search.city')}
            placeholder={t('bookingPanel.search.city_placeholder')}
            data={locale === 'sr-Cyrl' ? SEARCH_CITIES.map(toCyrillic) : SEARCH_CITIES}
            value={city}
            onChange={setCity}
            leftSection={<IconMapPin size={16} />}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <DateRangeInput
            label={t('bookingPanel.search.dates')}
            placeholder={t('bookingPanel.search.dates_placeholder')}
            value={dates}
            onChange={setDates}
            minDate={today}
            clearable
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <NumberInput
            label={t('bookingPanel.search.guests')}
            value={guests}
            onChange={(next) => setGuests(typeof next === 'number' ? next : 1)}
            min={1}
            max={50}
            allowDecimal={false}
            allowNegative={false}
            leftSection={<IconUsers size={16} />}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <Button type="submit" fullWidth leftSection={<IconSearch size={16} />}>
            {t('bookingPanel.search.submit')}
          </Button>
        </Grid.Col>
      </Grid>
    </form>
  );
}
