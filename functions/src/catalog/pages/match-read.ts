import { matchRoute } from '@crystal/shared/routes/route-table';

/** A read the page renderer makes (its `fetch`): the URL, and the API route a GET of it names (none for another method). */
export function matchRead(input: Parameters<typeof fetch>[0], init?: RequestInit) {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://catalog.invalid');
  const match = (init?.method ?? 'GET') === 'GET' ? matchRoute('GET', url.pathname) : undefined;
  return { url, match };
}

/** An answer to such a read, as the API writes it. */
export const jsonResponse = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'application/json' } });
