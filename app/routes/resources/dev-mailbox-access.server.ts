import { data, type RouterContextProvider } from "react-router";
import { requestInfoContext, servicesContext } from "#app/context.server.ts";

/**
 * The development mailbox's services, or the ordinary 404: it exists only while no SMTP server
 * is configured, and only for requests from this machine (its mail holds sign-in links).
 */
export function devMailboxServices(context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext);
  const { fromThisMachine } = context.get(requestInfoContext);
  if (services.mailer.delivery !== "dev-mailbox" || !fromThisMachine) {
    throw data("Not Found", { status: 404 });
  }
  return services;
}
