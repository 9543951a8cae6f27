/** Published to quotes: Winnipeg calendar days as instants (a quote expires at the end of its day). */
export { nextDay, shopDayStart } from '../shop-day-bounds';
