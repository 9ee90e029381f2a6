import { SearchPage } from '../features/search/components/search-page';

/** /search: the public search (issue 5 §1); works logged out. */
export function SearchRoute() {
  return <SearchPage />;
}
