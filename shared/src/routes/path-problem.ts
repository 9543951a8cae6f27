/** Longest path segment any route takes (ids and slugs are far shorter); longer ones are refused. */
export const MAX_PATH_SEGMENT = 200;
/** Longest whole path taken. */
export const MAX_PATH_LENGTH = 2048;

/** Decodes one percent-encoded path segment, or answers undefined when the encoding is malformed. */
export function safeDecodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Why a request path can't be served, or undefined when it can: malformed percent-encoding, a NUL
 * byte (raw or encoded) or an overlong path or segment. Both front doors (the Lambda router and the
 * local server) answer such a path with 400 before any route, auth or file lookup sees it.
 */
export function pathProblem(path: string): string | undefined {
  if (path.length > MAX_PATH_LENGTH) return `The path is longer than ${MAX_PATH_LENGTH} characters`;
  for (const segment of path.split('/')) {
    // Most segments hold no escape at all: they are their own decoding.
    const decoded = segment.includes('%') ? safeDecodeSegment(segment) : segment;
    if (decoded === undefined) return 'The path has malformed percent-encoding';
    if (decoded.includes('\u0000')) return 'The path contains a NUL byte';
    if (decoded.length > MAX_PATH_SEGMENT) return `A path segment is longer than ${MAX_PATH_SEGMENT} characters`;
  }
  return undefined;
}

/** The same check for values already decoded (API Gateway's path parameters). */
export function paramProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return 'The path contains a NUL byte';
  if (value.length > MAX_PATH_SEGMENT) return `A path segment is longer than ${MAX_PATH_SEGMENT} characters`;
  return undefined;
}
