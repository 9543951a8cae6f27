/** Published to the scheduled jobs: the market facts and the AI provider that summarises them. */
export { gatherMarketFacts } from '../market/market-facts';
export { aiProvider } from '../provider/provider-from-env';
