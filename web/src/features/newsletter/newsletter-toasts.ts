/** The newsletter sign-up's toast. Kept with the feature, so a page loads only the texts it shows. */
export const NEWSLETTER_TOASTS = {
  subscribed: {
    title: 'Thank you for subscribing!',
    description: "You'll receive updates about our latest collections and exclusive events.",
  },
} as const;
