/** The contact form's toasts. Kept with the feature, so a page loads only the texts it shows. */
export const CONTACT_TOASTS = {
  messageSent: { title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." },
  messageFailed: { title: 'Failed to send message', description: 'Please try again or contact us directly.' },
} as const;
