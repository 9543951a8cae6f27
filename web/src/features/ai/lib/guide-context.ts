/** What the guide is told beside the documented chat fields (docs/decisions/0023-entities-and-calls.md): the page the shopper is on and the last few turns. */
export type ChatTurn = { role: 'user' | 'assistant'; content: string };
export type GuidePage = { path: string; productId?: number };

/** Turns sent with each question: enough for "anything cheaper?", few enough to stay small. */
export const TURNS_SENT = 6;
const TURN_CHARS = 2000;

/** The page as the guide needs it: the path, and the product id on a product page. */
export function guidePage(pathname: string): GuidePage {
  const id = /\/product\/(\d+)\/?$/.exec(pathname)?.[1];
  return { path: pathname.slice(0, 300), ...(id ? { productId: Number(id) } : {}) };
}

/** The last turns of a conversation, oldest first, each cut to a bounded length. */
export function recentTurns(turns: ChatTurn[]): ChatTurn[] {
  return turns.slice(-TURNS_SENT).map((t) => ({ role: t.role, content: t.content.slice(0, TURN_CHARS) }));
}
