/**
 * The AI guide and its knowledge. Its door: what the jobs, the
 * dashboard and the scripts (eval, cost bench) use.
 * The module's one door (decision 0029): other modules import it only from here. Re-exports only.
 */
export { chatInWidget } from './chat-service';
export { type AiProvider, type ChatTurn, type ShopProduct, type TextRequest } from './provider/ai-provider';
export { guideTools, runGuideTool } from './provider/guide-tools';
export { aiProvider } from './provider/provider-from-env';
export { systemPrompt, wrapShopperMessage } from './provider/system-prompt';
export { guideContext } from './retrieval/guide-context';
export { shopCatalogue } from './shop-catalogue';
