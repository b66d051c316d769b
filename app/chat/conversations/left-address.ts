import { company } from "#app/content/site.ts";

/** The company's own domain: an address there is one the visitor read on the site, not theirs. */
const OWN_DOMAIN = company.supportEmail.slice(company.supportEmail.indexOf("@") + 1);

/**
 * An email address a visitor leaves in a chat message: any well-formed address but the
 * company's own. Written so that JavaScript and PostgreSQL (`~*`) read it alike: the console
 * marks exactly the conversations in which the assistant finds an address left.
 */
export const LEFT_ADDRESS_PATTERN =
  `[A-Za-z0-9._%+-]+@(?!${OWN_DOMAIN.replaceAll(".", "\\.")}(?![A-Za-z0-9.-]))` +
  "[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}";

const LEFT_ADDRESS = new RegExp(LEFT_ADDRESS_PATTERN, "i");

/** The first address the visitor left in `message`, or null. */
export const leftAddress = (message: string): string | null =>
  LEFT_ADDRESS.exec(message)?.[0] ?? null;
