/**
 * The search log: each shop search counted by day and term (expired after 90 days). The catalogue
 * records into it; the market research reads the days back.
 * The module's one door (decision 0029): other modules import it only from here. Re-exports only.
 */
export { dayBucket, recordSearch, searchesOn } from './search-log-repository';
