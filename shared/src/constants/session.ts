/** How the browser names its session to the API (docs/decisions/0021-constants-and-timings.md). */
export const SESSION_STORAGE_KEY = 'crystal-shop.session-id';
export const SESSION_HEADER = 'x-session-id';
export const PLATFORM_HEADER = 'x-platform';
