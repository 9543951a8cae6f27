/** Published to orders: the artisan's dispute alert. */
export { disputeAlert } from '../artisan-alerts';
