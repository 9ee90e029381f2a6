import { isErrorCode, type ErrorCode } from '@gazda/contracts/error-codes';
import { createTranslator } from '@gazda/i18n/translate';
import { takeEarlyResponse } from './early-requests';
import { getLocale } from './i18n';
import { endSession, getToken } from './session';

/*
 * The one way the panel talks to the server (docs/rules/api.md "Conventions"): JSON, the bearer
 * token when there is one and `App-Language` on every call. A non-2xx answer throws an ApiError
 * whose message is ready to show; any 401 ends the session (docs/rules/product.md §8) unless the
 * caller handles it itself.
 */
const API_BASE = '/api';

export class ApiError extends Error {
  readonly status: number;
  /** 422: each field with its messages, already in the request's language. */
  readonly errors?: Record<string, string[]>;
  /** 429: seconds to wait, from Retry-After. */
  readonly retryAfter?: number;
  /**
   * The server's error code, one of contracts' closed table (error-codes.ts): a screen that answers
   * a refusal switches on it and the compiler knows every code. Undefined when the answer had none.
   */
  readonly code?: ErrorCode;

  constructor(
    status: number,
    message: string,
    errors?: Record<string, string[]>,
    retryAfter?: number,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.retryAfter = retryAfter;
    this.code = code;
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** false for calls where 401 is an answer, not an expired session (login). */
  logoutOn401?: boolean;
  signal?: AbortSignal;
  /** More headers, e.g. a booking's `Idempotency-Key`. */
  headers?: Record<string, string>;
};

function url(path: string, query: RequestOptions['query']): string {
  const full = path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}/${path.replace(/^\/+/, '')}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${full}?${qs}` : full;
}

function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function errorFrom(response: Response): Promise<ApiError> {
  const t = createTranslator(getLocale());
  if (response.status >= 500) return new ApiError(response.status, t('errors.server'));
  const body = (await response.json().catch(() => ({}))) as {
    message?: unknown;
    errors?: unknown;
    code?: unknown;
  };
  const fallback = response.status === 429 ? t('errors.too_many_attempts') : t('errors.server');
  const message = typeof body.message === 'string' && body.message ? body.message : fallback;
  const errors =
    body.errors && typeof body.errors === 'object'
      ? (body.errors as Record<string, string[]>)
      : undefined;
  return new ApiError(
    response.status,
    message,
    errors,
    retryAfterSeconds(response.headers.get('Retry-After')),
    isErrorCode(body.code) ? body.code : undefined,
  );
}

/**
 * The answer's JSON as `T`, the contract's type of it (undefined when the answer has no body: 204,
 * 202). The panel does not check it again: the server sends every answer through the route's
 * contract schema (fastify-type-provider-zod's serializer answers 500 rather than a wrong shape),
 * and a second check here made every page download and run zod before it could show its data
 * (issue #9, docs/architecture.md "The panel's loading").
 */
export async function apiRequest<T = void>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  const text = response.status === 204 ? '' : await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The answer's bytes (a CSV export, a private picture), asked for with the same login, language
 * and error handling as `apiRequest`: an <a href> or an <img> cannot send the bearer token.
 */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await send(path, options)).blob();
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', body, logoutOn401 = true, signal } = options;
  const token = getToken();
  const lang = getLocale();
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'App-Language': lang,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const target = url(path, options.query);
  // The page's first GETs may have been sent already, before this script loaded (early-requests.ts).
  const early =
    method === 'GET' && body === undefined ? takeEarlyResponse(target, token, lang) : null;

  let response: Response;
  try {
    const taken = early && (await early);
    signal?.throwIfAborted();
    response =
      taken ??
      (await fetch(target, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, createTranslator(getLocale())('errors.server'));
  }

  if (!response.ok) {
    const error = await errorFrom(response);
    // A 401 for a token that is no longer the current one (a late answer after a new login) is stale.
    if (response.status === 401 && logoutOn401 && token !== null && token === getToken())
      endSession('expired');
    throw error;
  }
  return response;
}
