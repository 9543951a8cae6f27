/**
 * The header CloudFront adds to every request it sends to the API's origin, carrying a secret only it
 * knows (infra/lib/origin-secret.ts). Every function refuses a request without it (403) before any route
 * runs (functions/src/lib/http/origin-guard.ts), so the API host answers only CloudFront. A viewer cannot
 * set it: CloudFront replaces a viewer's header of the same name with its own value.
 */
export const ORIGIN_SECRET_HEADER = 'x-crystal-origin';

/** The setting naming the secret (its Secrets Manager ARN); unset locally, where the local server is the front door. */
export const ORIGIN_SECRET_SETTING = 'ORIGIN_SECRET_ID';
