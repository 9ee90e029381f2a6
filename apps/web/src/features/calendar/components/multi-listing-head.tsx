import type { MultiCalendarListing } from '@gazda/contracts/calendar';
import type { ListingStatus } from '@gazda/contracts/listings';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { routePath } from '../../../lib/route-names';
import classes from './multi-calendar.module.css';

/** A row's head: the listing's photo, its name (a link to its own calendar) and its status. */
export function MultiListingHead({ listing }: { listing: MultiCalendarListing }) {
  const t = useT();
  return (
    <div className={classes.listingHead}>
      {listing.photo_url ? (
        <img className={classes.photo} src={listing.photo_url} alt="" loading="lazy" />
      ) : (
        <span className={classes.photo} aria-hidden />
      )}
      <span className={classes.listingText}>
        <Link
          className={classes.listingName}
          to={routePath('listing.calendar', { categoryConst: listing.category, id: listing.id })}
          aria-label={t('calendar.multi.open_calendar', { name: listing.name })}
          title={listing.name}
        >
          {listing.name}
        </Link>
        <span className={classes.listingStatus}>
          {t(`listings.status.${listing.status as ListingStatus}`)}
        </span>
      </span>
    </div>
  );
}
