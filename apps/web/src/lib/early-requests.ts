/*
 * The page's first API requests, started by the early script (app/early-start.ts) while the
 * panel's main script is still downloading (issue #9). Each is kept by its URL; apiRequest takes
 * one over, once, for the same GET with the same token and language, instead of fetching again.
 * Nothing here is imported by the early script, which shares no code with the panel: only this
 * global's name and shape.
 */

/** What an early request was sent with, and its answer (never read before it is taken). */
export type EarlySent = { token: string | null; lang: string; response: Response };

export type EarlyRequest = {
  url: string;
  /** performance.now() when it was started. */
  at: number;
  /** null when the early script decided not to send it after all (e.g. a guest's dashboard). */
  sent: Promise<EarlySent | null>;
};

declare global {
  var __gazdaEarlyRequests: EarlyRequest[] | undefined;
}

/** An early answer is for the page's first screen: one not taken by then is not used later. */
const EARLY_MAX_AGE_MS = 30_000;

/**
 * The early answer to a GET of `url` sent with `token` and `lang`, or null (fetch as usual): none
 * started, another token (a logout and a new login since), another language, too old, or failed.
 * Whatever the outcome, the request is taken: nobody else gets it.
 */
export function takeEarlyResponse(
  url: string,
  token: string | null,
  lang: string,
): Promise<Response | null> | null {
  const pending = globalThis.__gazdaEarlyRequests;
  const index = pending?.findIndex((request) => request.url === url) ?? -1;
  if (!pending || index < 0) return null;
  const [request] = pending.splice(index, 1);
  if (performance.now() - request!.at > EARLY_MAX_AGE_MS) return null;
  return request!.sent.then(
    (sent) => (sent && sent.token === token && sent.lang === lang ? sent.response : null),
    () => null,
  );
}
