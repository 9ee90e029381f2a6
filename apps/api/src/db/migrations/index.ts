import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation';
import * as m0002 from './0002-listings';
import * as m0003 from './0003-listing-reference-data';
import * as m0004 from './0004-calendar';
import * as m0005 from './0005-booking';
import * as m0006 from './0006-operator-flags';
import * as m0007 from './0007-payout-methods';
import * as m0008 from './0008-account-details';
import * as m0009 from './0009-government-id';
import * as m0010 from './0010-social-accounts';
import * as m0011 from './0011-mail-preferences';
import * as m0012 from './0012-search-indexes';
import * as m0013 from './0013-calendar-versions';
import * as m0014 from './0014-mail-queue';
import * as m0015 from './0015-idempotency-keys';
import * as m0016 from './0016-email-change';
import * as m0018 from './0018-ical-fetch-state';
import * as m0019 from './0019-calendar-booking-names';
import * as m0020 from './0020-ical-failing-since';
import * as m0021 from './0021-availability-rules';
import * as m0022 from './0022-messages';
import * as m0023 from './0023-payments';
import * as m0024 from './0024-push-subscriptions';
import * as m0025 from './0025-tourist-tax';
import * as m0026 from './0026-guest-registration';
import * as m0027 from './0027-cyrillic-language';
import * as m0028 from './0028-message-photos-and-templates';
import * as m0029 from './0029-conversation-reports';

/**
 * Every migration, in order. A static list (no folder scan) so that tsx, bundlers and tests see
 * the same set; add a file `NNNN-name.ts` and one line here. Never edit an applied migration.
 */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-listings': m0002,
  '0003-listing-reference-data': m0003,
  '0004-calendar': m0004,
  '0005-booking': m0005,
  '0006-operator-flags': m0006,
  '0007-payout-methods': m0007,
  '0008-account-details': m0008,
  '0009-government-id': m0009,
  '0010-social-accounts': m0010,
  '0011-mail-preferences': m0011,
  '0012-search-indexes': m0012,
  '0013-calendar-versions': m0013,
  '0014-mail-queue': m0014,
  '0015-idempotency-keys': m0015,
  '0016-email-change': m0016,
  '0018-ical-fetch-state': m0018,
  '0019-calendar-booking-names': m0019,
  '0020-ical-failing-since': m0020,
  '0021-availability-rules': m0021,
  '0022-messages': m0022,
  '0023-payments': m0023,
  '0024-push-subscriptions': m0024,
  '0025-tourist-tax': m0025,
  '0026-guest-registration': m0026,
  '0027-cyrillic-language': m0027,
  '0028-message-photos-and-templates': m0028,
  '0029-conversation-reports': m0029,
};
