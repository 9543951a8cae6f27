/**
 * The contact form. Its door: the submissions the artisan's inbox lists.
 * The module's one door (decision 0029): other modules import it only from here. Re-exports only.
 */
export { listContactSubmissions, markContactHandled } from './contact-repository';
