import type { Contact, ContactSubmission } from '@crystal/shared/schemas/contact';
import { padId } from '@crystal/shared/table-definition';

/** Index partition that lists contact submissions by date (gsi2, see shared/src/table-definition.ts). */
export const CONTACTS_INDEX_PK = 'CONTACTS';

export type ContactItem = ContactSubmission & {
  pk: string;
  sk: 'CONTACT';
  gsi2pk: typeof CONTACTS_INDEX_PK;
  gsi2sk: string;
};

export const contactKey = (id: number) => ({ pk: `CONTACT#${id}`, sk: 'CONTACT' as const });

export function toContactItem(id: number, createdAt: string, input: Contact): ContactItem {
  return {
    ...contactKey(id),
    gsi2pk: CONTACTS_INDEX_PK,
    gsi2sk: `${createdAt}#${padId(id)}`,
    id,
    name: input.name,
    email: input.email,
    phone: input.phone ? input.phone : null,
    subject: input.subject,
    message: input.message,
    isConsultation: input.isConsultation,
    preferredDate: input.preferredDate ?? null,
    createdAt,
    handled: false,
  };
}

export function toSubmission(item: ContactItem): ContactSubmission {
  return {
    id: item.id,
    name: item.name,
    email: item.email,
    phone: item.phone ?? null,
    subject: item.subject,
    message: item.message,
    isConsultation: item.isConsultation,
    preferredDate: item.preferredDate ?? null,
    createdAt: item.createdAt,
    handled: item.handled,
  };
}
