import { ApiError, apiRequest } from '@/lib/api-client';

let tokenOf: () => string | null = () => null;
let onUnauthorized: () => void = () => undefined;

/** The auth provider tells the API layer where the token is and what to do on a 401. */
export function setAdminTokenSource(getToken: () => string | null, unauthorized: () => void): void {
  tokenOf = getToken;
  onUnauthorized = unauthorized;
}

/** Every admin call carries `Authorization: Bearer <id token>`; a 401 sends the artisan back to sign-in. */
export async function adminRequest<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
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
  get: <T>(path: string, signal?: AbortSignal) => adminRequest<T>('GET', path, undefined, signal),
  post: <T>(path: string, body?: unknown) => adminRequest<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => adminRequest<T>('PUT', path, body),
};
