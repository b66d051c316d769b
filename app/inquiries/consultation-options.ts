/** The choices the consultation wizard offers: industries, needs, discovery answers and meeting times. */

export const industries = [
  "Technology",
  "Healthcare",
  "Finance",
  "Retail",
  "Manufacturing",
  "Education",
  "Other",
] as const;
export const aiNeedsOptions = ["AI Automation", "No-Code AI", "Personalization", "Other"] as const;
export const adoptionChallenges = [
  "Technical complexity",
  "Integration with existing systems",
  "Cost and ROI concerns",
  "Lack of internal expertise",
  "Data privacy and security",
  "Other",
] as const;
export const usageTypes = [
  "AI automation for operations",
  "Data insights and analytics",
  "Customer engagement and support",
  "Multiple areas",
] as const;
export const experienceLevels = [
  "Starting fresh with AI",
  "Using basic AI tools",
  "Experienced with AI",
  "Looking to upgrade existing AI",
] as const;

/** Meeting times, in the business's time zone. */
export const timeSlots = [
  "09:00 AM",
  "10:00 AM",
  "11:00 AM",
  "02:00 PM",
  "03:00 PM",
  "04:00 PM",
] as const;

export type TimeSlot = (typeof timeSlots)[number];
