import { company } from "#app/content/site.ts";

/** Every chat message a visitor can see, in one place (docs/product.md#124-chat). */
export const chatMessages = {
  connectionError: "Connection error occurred.",
  connectionLost: "Are we still there? Refresh to start again.",
  serverError: (text: string) => `Error: ${text}`,
  sendFailed: "Failed to send message. Please try again.",
  reconnect: "Click to reconnect",
} as const;

/** Texts of the server's `{"error": …}` frames, which the widget shows as "Error: {text}". */
export const chatServerErrors = {
  tooLong: "Your message is too long. Please keep it under 4,000 characters.",
  binary: "Only text messages are supported.",
  tooFast: "You are sending messages too quickly. Please wait a moment and try again.",
  empty: "Please type a message.",
  timeout: "The assistant took too long to answer. Please try again.",
  upstream: "The assistant is unavailable right now. Please try again in a moment.",
  storage: "We could not save your message. Please try again.",
  unexpected: "Something went wrong while answering. Please try again.",
  tooManyVisitors:
    "Too many new visitors have started a chat from your network in the past hour. Please try again later.",
  turnLimit:
    "You have reached the number of questions the assistant can answer in an hour. Please try again later.",
} as const;

/** What the visitor's chat says when a team member comes in or goes (`{notice}` frames). */
export const liveNotices = {
  joined: (firstName: string) => `${firstName} from ${company.name} joined the chat`,
  left: (firstName: string) => `${firstName} left the chat. The assistant is back.`,
} as const;
