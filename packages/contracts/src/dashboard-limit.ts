/**
 * How many upcoming stays and open inquiries the dashboard lists (the rest is one click away). Zod-free:
 * the dashboard's placeholder rows use it before any zod has loaded (issue #9).
 */
export const DASHBOARD_LIST_LIMIT = 5;
