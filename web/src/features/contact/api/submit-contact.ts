import { useMutation } from '@tanstack/react-query';
import type { Contact, ContactCreated } from '@crystal/shared/schemas/contact';
import { api } from '@/lib/api-client';
import { contactApiPath } from '@/lib/api-paths/contact-path';

/** Sends the contact form (docs/decisions/0023-entities-and-calls.md). The reply is `{ id, createdAt }`; the form does not need it. */
export const submitContact = (input: Contact) => api.post<ContactCreated>(contactApiPath('submitContact'), input);

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
