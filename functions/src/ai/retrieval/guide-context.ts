import type { ChatTurn, ShopProduct } from '../provider/ai-provider';
import { HISTORY_TURNS } from './follow-up';

export type ChatContext = {
  page?: { path?: string; productId?: number };
  history?: ChatTurn[];
};

/** The piece on the shopper's screen (from the live catalogue, active pieces only) and the last few turns. */
export function guideContext(catalogue: ShopProduct[], ctx: ChatContext) {
  const fromPath = /\/product\/(\d+)(?:[/?#]|$)/.exec(ctx.page?.path ?? '')?.[1];
  const id = ctx.page?.productId ?? (fromPath ? Number(fromPath) : undefined);
  const viewing = id === undefined ? undefined : catalogue.find((p) => p.id === id);
  return { viewing, history: (ctx.history ?? []).slice(-HISTORY_TURNS) };
}
