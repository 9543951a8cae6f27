import { ApiError, errorMessage } from '@/lib/api-client';

type ErrorBody = { error?: string; issues?: { path?: string | (string | number)[]; message?: string }[]; current?: unknown };

/** The JSON body of the API's error answer; undefined for any other error or a body that is not JSON. */
export function errorBody(err: unknown): ErrorBody | undefined {
  if (!(err instanceof ApiError)) return undefined;
  try {
    const body: unknown = JSON.parse(err.bodyText);
    return body && typeof body === 'object' ? (body as ErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

/** The API's message for each bad field ("Phone must be a Canadian number..."), else its error. */
export function saveError(err: unknown): string {
  const body = errorBody(err);
  if (body?.issues?.length) return body.issues.map((i) => i.message).join(' ');
  if (body?.error) return body.error;
  return errorMessage(err, 'Please check the fields.');
}

/** Each field the API found wrong: its dotted path ("phone", "lines.0.price") and message; none when it gave none. */
export function fieldIssues(err: unknown): { path: string; message: string }[] {
  return (errorBody(err)?.issues ?? []).map((i) => ({ path: Array.isArray(i.path) ? i.path.join('.') : (i.path ?? ''), message: i.message ?? '' }));
}

/** The fields the API found wrong, as dotted paths ("phone", "shipping.flatRate"); none when it gave none. */
export const issuePaths = (err: unknown): string[] => fieldIssues(err).map((i) => i.path);
