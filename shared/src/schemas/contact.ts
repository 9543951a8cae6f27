import { z } from 'zod';
import { CONSULTATION_SUBJECTS } from '../constants';
import { CONTACT_MESSAGES as M } from '../messages';

const isoDate = z
  .string()
  .refine((s) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(s) && !Number.isNaN(Date.parse(s)), {
    message: M.preferredDate,
  });

/** Contact and consultation request (SPEC.md sections 3, 5, 7). `website` is the honeypot. */
export const contactSchema = z
  .strictObject({
    name: z.string().trim().min(1, M.name).max(120),
    email: z.string().trim().email(M.email).max(254),
    phone: z.string().trim().max(30).optional().or(z.literal('')),
    subject: z.string().trim().min(1, M.subject).max(200),
    message: z.string().trim().min(1, M.message).max(5000, M.messageTooLong),
    isConsultation: z.boolean().default(false),
    preferredDate: isoDate.optional().nullable(),
    website: z.string().max(500).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.isConsultation && !(CONSULTATION_SUBJECTS as readonly string[]).includes(value.subject)) {
      ctx.addIssue({ code: 'custom', path: ['subject'], message: M.subjectChoice });
    }
  });
export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.infer<typeof contactSchema>;

export const newsletterSchema = z.strictObject({
  email: z.string().trim().email(M.email).max(254),
  source: z.string().max(40).default('footer'),
});
export type NewsletterSignup = z.infer<typeof newsletterSchema>;

export const wishlistAddSchema = z.strictObject({
  productId: z.number({ message: 'productId must be a number' }).int().positive(),
});
