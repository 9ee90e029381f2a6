import { postToApp } from './app-bridge';
import { readStored, removeStored, writeStored } from './storage';

/**
 * The bearer token lives in local storage under `access_token`, as JSON (docs/rules/product.md §7).
 */
const TOKEN_KEY = 'access_token';

/** `logout`: the person asked for it; `expired`: the server answered 401 to a call. */
type SessionEndReason = 'logout' | 'expired';
type SessionEndListener = (reason: SessionEndReason) => void;

const listeners = new Set<SessionEndListener>();

function isToken(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** Read on every call, so a logout in another tab is seen at the next request or navigation. */
export function getToken(): string | null {
  return readStored<string | null>(TOKEN_KEY, null, isToken);
}

export function setToken(token: string): void {
  writeStored(TOKEN_KEY, token);
}

/**
 * A login or registration: keep the token and tell the app wrapper (docs/rules/decisions.md §9).
 */
export function startSession(token: string, userId: number): void {
  setToken(token);
  postToApp({ type: 'login', token, userId });
}

/** The one logout path: forget the token, tell the wrapper, let the app leave the panel. */
export function endSession(reason: SessionEndReason): void {
  removeStored(TOKEN_KEY);
  postToApp({ type: 'logout' });
  for (const listener of listeners) listener(reason);
}

/** The app shell subscribes once to navigate away and drop cached server data. */
export function onSessionEnd(listener: SessionEndListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
