import { PLATFORM_HEADER, SESSION_HEADER } from '@crystal/shared/constants/session';
import type { ApiPath } from './api-path';
import { getSessionId } from './session';

const isLocalhost = () =>
  typeof window !== 'undefined' && ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);

/**
 * What sends a request: the browser's fetch, or on the server (server/render-page.tsx) the catalog
 * function's own routes, answered in-process.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** The server's transport for the pages it renders (the browser never calls this). */
export function setApiTransport(send: typeof fetch): void {
  transport = send;
}

/** API paths (every one built by apiPath from the route table) go to the API host when not on localhost, and stay relative on localhost. */
export function apiUrl(path: ApiPath): string {
  const base = import.meta.env.VITE_API_BASE as string;
  if (isLocalhost() || !base) return path;
  return `${base.replace(/\/$/, '')}${path}`;
}

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
  }
  /** The server's `{ error }` message when there is one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.bodyText) as { error?: unknown };
      return typeof parsed.error === 'string' ? parsed.error : undefined;
    } catch {
      return undefined;
    }
  }
}

type RequestOptions = { signal?: AbortSignal; headers?: Record<string, string>; on401?: 'throw' | 'returnNull' };

/**
 * The API client of docs/decisions/0023-entities-and-calls.md: credentials sent, session id and platform headers on every call,
 * a JSON content type only when there is a body, and errors as `status: body`.
 */
export async function apiRequest<T>(method: string, path: ApiPath, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    [SESSION_HEADER]: getSessionId(),
    [PLATFORM_HEADER]: isLocalhost() ? 'development' : 'static-host',
    ...opts.headers,
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await transport(apiUrl(path), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    signal: opts.signal,
  });
  if (res.status === 401 && opts.on401 === 'returnNull') return null as T;
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, text);
  }
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

export const api = {
  get: <T>(path: ApiPath, opts?: RequestOptions) => apiRequest<T>('GET', path, undefined, opts),
  post: <T>(path: ApiPath, body?: unknown, opts?: RequestOptions) => apiRequest<T>('POST', path, body, opts),
  put: <T>(path: ApiPath, body?: unknown, opts?: RequestOptions) => apiRequest<T>('PUT', path, body, opts),
  patch: <T>(path: ApiPath, body?: unknown, opts?: RequestOptions) => apiRequest<T>('PATCH', path, body, opts),
  delete: <T>(path: ApiPath, opts?: RequestOptions) => apiRequest<T>('DELETE', path, undefined, opts),
};

/** A user-facing message for any error: the server's `{ error }` text, else the error's message. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}
