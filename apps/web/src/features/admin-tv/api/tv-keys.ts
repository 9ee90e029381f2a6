/*
 * The TV screens poll (issue 7: at most every 30 seconds; 10 here) instead of waiting for the
 * realtime channel, which carries only the viewer's own user. The time of the last answer shows
 * in a corner, so a stalled screen is visible from across the room.
 */
export const TV_REFRESH_MS = 10_000;

export const tvKey = (screen: string) => ['admin', 'tv', screen] as const;
