import { mediaStore } from '../../lib/media/media-from-env';
import { once } from '../../lib/once';
import type { TextRequest } from '../provider/ai-provider';

/** Said with every answer given past the daily budget. */
export const BUDGET_NOTE =
  "Our crystal guide has reached today's limit, so this answer comes from our crystal knowledge base.";

/** The offline provider's knowledge-base answers, loaded the first time the budget runs out, not before. */
const knowledgeBase = once(async () =>
  (await import('../local/local-provider')).localProvider({ media: mediaStore, espeakCommand: 'espeak-ng', speechAvailable: false }),
);

/** Past the daily AI budget: the local knowledge base answers (text only), and says so. */
export async function answerFromKnowledgeBase(req: TextRequest): Promise<{ content: string; model: string }> {
  const out = await (await knowledgeBase()).text(req);
  return { content: `${BUDGET_NOTE}\n\n${out.content}`, model: out.model };
}
