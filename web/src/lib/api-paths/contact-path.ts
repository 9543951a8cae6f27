import { contactRoutes } from '@crystal/shared/routes/contact-routes';
import { pathBuilder } from '@/lib/api-path';

/** The contact form's request paths, from its routes in the route table; they load with the pages that call them. */
export const contactApiPath = pathBuilder(contactRoutes);
