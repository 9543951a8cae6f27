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

/** Each field the API found wrong: its dotted path ("phone", "lines.0.price") and message; none when it gave none. */
export function fieldIssues(err: unknown): { path: string; message: string }[] {
  if (!(err instanceof ApiError)) return [];
  try {
    const body = JSON.parse(err.bodyText) as { issues?: { path?: string | (string | number)[]; message?: string }[] };
    return (body.issues ?? []).map((i) => ({ path: Array.isArray(i.path) ? i.path.join('.') : (i.path ?? ''), message: i.message ?? '' }));
  } catch {
    return [];
  }
}

/** The fields the API found wrong, as dotted paths ("phone", "shipping.flatRate"); none when it gave none. */
export const issuePaths = (err: unknown): string[] => fieldIssues(err).map((i) => i.path);
