import { ApiError, apiRequest } from '@/lib/api-client';
import type { ApiPath } from '@/lib/api-path';

let tokenOf: () => string | null = () => null;
let onUnauthorized: () => void = () => undefined;

/** The auth provider tells the API layer where the token is and what to do on a 401. */
export function setAdminTokenSource(getToken: () => string | null, unauthorized: () => void): void {
  tokenOf = getToken;
  onUnauthorized = unauthorized;
}

/** Every admin call carries `Authorization: Bearer <id token>`; a 401 sends the artisan back to sign-in. */
export async function adminRequest<T>(method: string, path: ApiPath, body?: unknown, signal?: AbortSignal): Promise<T> {
  const token = tokenOf();
  if (!token) {
    onUnauthorized();
    throw new ApiError(401, JSON.stringify({ error: 'Sign-in required' }));
  }
  try {
    return await apiRequest<T>(method, path, body, { signal, headers: { authorization: `Bearer ${token}` } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) onUnauthorized();
    throw error;
  }
}

export const adminApi = {
  get: <T>(path: ApiPath, signal?: AbortSignal) => adminRequest<T>('GET', path, undefined, signal),
  post: <T>(path: ApiPath, body?: unknown) => adminRequest<T>('POST', path, body),
  put: <T>(path: ApiPath, body?: unknown) => adminRequest<T>('PUT', path, body),
  delete: <T>(path: ApiPath) => adminRequest<T>('DELETE', path),
  patch: <T>(path: ApiPath, body?: unknown) => adminRequest<T>('PATCH', path, body),
};
