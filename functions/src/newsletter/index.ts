/**
 * The newsletter and back-in-stock requests. Its door: the subscriber list and the back-in-stock mails.
 * The module's one door (decision 0029): other modules import it only from here. Re-exports only.
 */
export { countSubscribers, listSubscribers } from './newsletter-repository';
export { notifyBackInStock } from './notify-back-in-stock';
export { getSubscriber, isSuppressed, suppressAddress } from './newsletter-repository';
export { confirmedSubscriberPage, unreachableAmong, countUnsubscribedSince, type Recipient } from './audience-repository';
