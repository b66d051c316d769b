/** The messages of /unsubscribe (docs/product.md#4-newsletter). */
export const unsubscribeMessages = {
  missingToken: "Invalid unsubscribe link. Please check your email and try again.",
  notFound: "Subscription not found. Please enter your email if you wish to unsubscribe.",
  noLongerAvailable:
    "This unsubscribe request is no longer available. Please enter your email if you wish to unsubscribe.",
  failed: "An error occurred while processing your request. Please try again later.",
  unsubscribed: "You have been successfully unsubscribed from our mailing list.",
  requestReceived:
    "Your unsubscribe request has been received. You will be removed from our mailing list shortly.",
} as const;

export type UnsubscribeResult = {
  state: "success" | "error" | "not-found";
  message: string;
  /** The address typed into a refused removal request, to show it again. */
  email?: string;
};
