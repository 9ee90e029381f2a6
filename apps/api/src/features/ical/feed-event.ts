import type { LocalDate } from './zoned-time';

/** One imported block: the nights `[start, end)` of a listing, identified by the feed's UID. */
export type FeedEvent = { uid: string; start: LocalDate; end: LocalDate; summary: string };
