export const subscriberStatuses = [
  "subscribed",
  "unsubscribe_requested",
  "unsubscribed",
  "spam",
] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/** How the console names each subscription status. */
export const subscriberStatusLabels: Record<SubscriberStatus, string> = {
  subscribed: "Subscribed",
  unsubscribe_requested: "Unsubscribe requested",
  unsubscribed: "Unsubscribed",
  spam: "Spam",
};
