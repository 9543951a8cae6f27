import { contactRoutes } from '@crystal/shared/routes/contact-routes';
import { pathBuilder } from '@/lib/api-path';

/** The contact form's request path, built from the route table (lib/api-path.ts); they load with the pages that call them. */
export const contactApiPath = pathBuilder(contactRoutes);
