import { isCategoryConst } from '@gazda/contracts/categories';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { ListingForm } from '../features/listings/components/listing-form';
import { blankListing } from '../features/listings/listing-model';
import { routePath } from '../lib/route-names';

/**
 * /listings/{categoryConst}/create: the form's first step for a listing that exists only here.
 * Opening it makes nothing (issue #26 item 5); the first step's save creates the draft and replaces
 * this page with it, so Back never lands here again.
 */
export function ListingsCreateInCategoryRoute() {
  const { categoryConst } = useParams();
  const category = isCategoryConst(categoryConst) ? categoryConst : null;
  const [now] = useState(() => new Date().toISOString());
  if (!category) return <Navigate to={routePath('AdsCreate')} replace />;
  return <ListingForm listing={blankListing(category, now)} step="info" />;
}
