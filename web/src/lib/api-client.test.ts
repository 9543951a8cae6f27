import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@crystal/shared/constants/session';
import { ApiError, apiRequest } from './api-client';
import { getSessionId } from './session';
import { apiPath } from './api-path';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  it('makes the session id once and reuses it from localStorage', () => {
    const id = getSessionId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(getSessionId()).toBe(id);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBe(id);
  });

  it('sends credentials, the session and platform headers, and a JSON type only with a body', async () => {
    const fetchMock = stubFetch(new Response('[]', { headers: { 'content-type': 'application/json' } }));
    await apiRequest('GET', apiPath('getCart'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(apiPath('getCart'));
    expect(init.credentials).toBe('include');
    const headers = init.headers as Record<string, string>;
    expect(headers['x-session-id']).toBe(getSessionId());
    expect(headers['x-platform']).toBe('development');
    expect(headers['content-type']).toBeUndefined();

    stubFetch(new Response('{}', { headers: { 'content-type': 'application/json' } }));
    const post = vi.mocked(fetch);
    await apiRequest('POST', apiPath('addCartItem'), { productId: 1 });
    expect((post.mock.calls[0]![1]!.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('turns a non-OK response into "status: body", or the status text when the body is empty', async () => {
    stubFetch(new Response('{"error":"Product not found"}', { status: 404 }));
    const err = await apiRequest('GET', apiPath('getProduct', { id: 9 })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('404: {"error":"Product not found"}');
    expect((err as ApiError).serverMessage).toBe('Product not found');

    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', apiPath('listCategories'))).rejects.toThrow('503: Service Unavailable');
  });

  it('returns null on a 401 when asked to', async () => {
    stubFetch(new Response('', { status: 401 }));
    await expect(apiRequest('GET', apiPath('listCategories'), undefined, { on401: 'returnNull' })).resolves.toBeNull();
  });
});
