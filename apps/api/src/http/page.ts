/** `{ data, meta }` of docs/rules/api.md's lists. */
export function page<T>(data: T[], total: number, query: { page: number; per_page: number }) {
  return { data, meta: { page: query.page, per_page: query.per_page, total } };
}
