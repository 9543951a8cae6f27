/**
 * The market research: the shop's own counts (searches by phrase, views, carts, sales), the weekly
 * research drawn from them and the keyword report, for the scheduled jobs, the guide and /admin.
 * The module's one door (decision 0029): other modules import it only from here. Re-exports only.
 */
export { countKeywords, loadSearchDays, REPORT_DAYS } from './keyword-report';
export { gatherMarketFacts, type MarketFacts } from './market-facts';
export { getKeywordCounts, getLatestMarketResearch, putKeywordReport, putMarketResearch } from './market-repository';
export { marketResearcher } from './market-researcher';
export { bumpProductViews, countProductViews } from './view-counter-repository';
