import { guestRegistrationPaths as paths } from '@gazda/contracts/guest-registration';
import { as } from '../helpers/calendar-fixtures';
import type { TestUser } from '../helpers/test-app';

/** Guest registration test data: a Serbian guest with an ID card and a foreign one. */

export const domestic = {
  first_name: 'Petar',
  last_name: 'Petrović',
  sex: 'male',
  birth_date: '1985-03-15',
  citizenship: 'RS',
  document_type: 'id_card',
  document_number: '012345678',
  jmbg: '1503985715004',
};

export const foreign = {
  first_name: 'Anna',
  last_name: 'Müller',
  sex: 'female',
  birth_date: '1990-07-01',
  citizenship: 'DE',
  document_type: 'passport',
  document_number: 'C01X00T47',
  entry_date: '2027-01-05',
  entry_place: 'Aerodrom Nikola Tesla',
};

export function putGuests(user: TestUser, id: number, guests: object[]) {
  return as(user, 'PUT', paths.tripGuests(id), { guests });
}

export const tripGuests = (user: TestUser, id: number) => as(user, 'GET', paths.tripGuests(id));
export const hostGuests = (user: TestUser, id: number) => as(user, 'GET', paths.hostGuests(id));
export const tickEturista = (user: TestUser, id: number, registered: boolean) =>
  as(user, 'POST', paths.eturista(id), { registered });
