/** Published to the scheduled jobs: the sweep that releases unpaid orders' reserved stock. */
export { releaseExpiredReservations } from '../release-expired';
