export type CampaignStatus = "draft" | "sending" | "sent";

/** How the console names each campaign status. */
export const campaignStatusLabels: Record<CampaignStatus, string> = {
  draft: "Draft",
  sending: "Sending",
  sent: "Sent",
};
