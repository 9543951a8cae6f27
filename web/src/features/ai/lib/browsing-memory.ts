/** What the AI guide remembers of this visit (sessionStorage): product pages seen and their stones. */
const KEY = 'crystal-shop.ai-browsing';
type Memory = { pageViews: number; stones: string[] };

function read(): Memory {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Memory | null;
    return parsed && typeof parsed.pageViews === 'number' && Array.isArray(parsed.stones)
      ? parsed
      : { pageViews: 0, stones: [] };
  } catch {
    return { pageViews: 0, stones: [] };
  }
}

export function rememberProductView(gemstones: string[]): Memory {
  const prev = read();
  const next = {
    pageViews: prev.pageViews + 1,
    stones: [...new Set([...gemstones, ...prev.stones])].slice(0, 20),
  };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    /* storage disabled: the memory lasts for this page only */
  }
  return next;
}

const SEARCHES_KEY = 'crystal-shop.previous-searches';

/** Keeps a listing search (`?search=`) of this visit; the last five are sent as browsing context. */
export function rememberSearch(term: string): void {
  const t = term.trim().slice(0, 100);
  if (!t) return;
  const list = [...previousSearches().filter((s) => s !== t), t].slice(-5);
  try {
    sessionStorage.setItem(SEARCHES_KEY, JSON.stringify(list));
  } catch {
    /* storage disabled */
  }
}

/** The last five searches of this visit. */
export function previousSearches(): string[] {
  try {
    const list = JSON.parse(sessionStorage.getItem(SEARCHES_KEY) ?? '[]') as unknown;
    return Array.isArray(list)
      ? list
          .filter((s): s is string => typeof s === 'string')
          .slice(-5)
          .map((s) => s.slice(0, 100))
      : [];
  } catch {
    return [];
  }
}
