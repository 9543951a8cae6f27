/** The Cognito group (the local issuer's too) whose members may use /admin and the admin API. */
export const ADMIN_GROUP = 'admin';
