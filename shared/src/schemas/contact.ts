import * as z from '../zod';
import { CONSULTATION_SUBJECTS } from '../constants/shop-contact';
import { CONTACT_MESSAGES as M } from '../messages';
import { calendarDateOf, shopToday } from '../shop-date';
import { multiLineText, singleLineText } from './human-text';

export const CONTACT_LIMITS = { name: 120, email: 254, phone: 30, subject: 200, message: 5000 } as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * A preferred consultation date: an ISO date (YYYY-MM-DD, or a date-time) that is not before today in
 * the shop's time zone (America/Winnipeg). Today itself is allowed. Client and server share this rule.
 */
const preferredDate = z.string().check(
  z.superRefine((s, ctx) => {
    if (!ISO_DATE.test(s) || Number.isNaN(Date.parse(s))) {
      ctx.addIssue({ code: 'custom', message: M.preferredDate });
    } else if (calendarDateOf(s) < shopToday()) {
      ctx.addIssue({ code: 'custom', message: M.preferredDatePast });
    }
  }),
);

/** Contact and consultation request (docs/decisions/0023-entities-and-calls.md). `website` is the honeypot. */
export const contactSchema = z
  .strictObject({
    name: singleLineText({ label: 'Name', max: CONTACT_LIMITS.name, messages: { required: M.name, tooLong: M.nameTooLong, characters: M.nameCharacters } }),
    email: singleLineText({ label: 'Email', max: CONTACT_LIMITS.email, messages: { required: M.email, tooLong: M.email } }).check(z.email(M.email)),
    phone: z.optional(singleLineText({ label: 'Phone number', max: CONTACT_LIMITS.phone, required: false, messages: { tooLong: M.phoneTooLong, characters: M.phoneCharacters } })),
    subject: singleLineText({ label: 'Subject', max: CONTACT_LIMITS.subject, messages: { required: M.subject, tooLong: M.subjectTooLong, characters: M.subjectCharacters } }),
    message: multiLineText({ label: 'Message', max: CONTACT_LIMITS.message, messages: { required: M.message, tooLong: M.messageTooLong, characters: M.messageCharacters } }),
    isConsultation: z._default(z.boolean(), false),
    preferredDate: z.nullable(z.optional(preferredDate)),
    website: z.optional(singleLineText({ label: 'website', max: 500, required: false })),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.isConsultation && !(CONSULTATION_SUBJECTS as readonly string[]).includes(value.subject)) {
        ctx.addIssue({ code: 'custom', path: ['subject'], message: M.subjectChoice });
      }
    }),
  );
export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.infer<typeof contactSchema>;

/** A stored contact submission as the admin inbox reads it. */
export type ContactSubmission = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  isConsultation: boolean;
  preferredDate: string | null;
  createdAt: string;
  handled: boolean;
};

/** Reply of POST /api/contact. */
export type ContactCreated = { id: number; createdAt: string };
