import { ApiError, errorMessage } from '@/lib/api-client';

/** The API's message for each bad field ("Phone must be a Canadian number..."), else its error. */
export function saveError(err: unknown): string {
  if (err instanceof ApiError) {
    try {
      const body = JSON.parse(err.bodyText) as { error?: string; issues?: { message: string }[] };
      if (body.issues?.length) return body.issues.map((i) => i.message).join(' ');
      if (body.error) return body.error;
    } catch {
      /* not JSON */
    }
  }
  return errorMessage(err, 'Please check the fields.');
}

/** The fields the API found wrong, as dotted paths ("phone", "shipping.flatRate"); none when it gave none. */
export function issuePaths(err: unknown): string[] {
  if (!(err instanceof ApiError)) return [];
  try {
    const body = JSON.parse(err.bodyText) as { issues?: { path?: string | (string | number)[] }[] };
    return (body.issues ?? []).map((i) => (Array.isArray(i.path) ? i.path.join('.') : (i.path ?? '')));
  } catch {
    return [];
  }
}
