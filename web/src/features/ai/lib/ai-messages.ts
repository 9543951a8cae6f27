/** The AI guide's fallback texts, shown when it cannot answer. */
export const AI_MESSAGES = {
  pageFailure:
    "I apologize, but I'm experiencing technical difficulties. Please try again in a moment, or contact our support team for immediate assistance.",
  pageFailureProvider: 'Error Handler',
  widgetFailure:
    "I'm currently experiencing some technical difficulties. Please feel free to contact us directly for immediate assistance with your crystal jewelry needs.",
  widgetNoResponse: "I'm having trouble connecting right now. Please try again in a moment.",
} as const;
