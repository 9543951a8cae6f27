/** Published to the scheduled jobs: the keyword monitor's counting over the shop's own searches. */
export { countKeywords, loadSearchDays, REPORT_DAYS } from '../market/keyword-report';
