import { SESSION_STORAGE_KEY } from '@crystal/shared/constants/session';

let memoryId: string | undefined;

/** The anonymous session id: a random UUID made once and kept in localStorage (docs/decisions/0025-anonymous-session.md). */
export function getSessionId(): string {
  if (typeof window === 'undefined') return ''; // the server renders public pages only: no session
  try {
    const stored = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (stored && /^[0-9a-f-]{36}$/i.test(stored)) return stored;
    const id = crypto.randomUUID();
    window.localStorage.setItem(SESSION_STORAGE_KEY, id);
    return id;
  } catch {
    // Private mode or storage disabled: keep the id for this page's life.
    memoryId ??= crypto.randomUUID();
    return memoryId;
  }
}
