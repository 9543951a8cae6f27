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

/** The last five searches, read from the listing's ?search= history kept by the browser for this visit. */
export function previousSearches(): string[] {
  try {
    const list = JSON.parse(sessionStorage.getItem('crystal-shop.previous-searches') ?? '[]') as unknown;
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
