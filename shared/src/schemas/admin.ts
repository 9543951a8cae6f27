import * as z from 'zod';

/** Admin identity carried by a verified JWT (Cognito in production, the local issuer offline). */
export const ADMIN_GROUP = 'admin';
export const adminClaimsSchema = z.object({
  sub: z.string(),
  email: z.string().optional(),
  'cognito:groups': z.array(z.string()).optional(),
});
export type AdminClaims = z.infer<typeof adminClaimsSchema>;
