import { company } from "../site.ts";

/** The company's full postal address on one line, as the legal texts cite it. */
export const postalAddress =
  `${company.legalName}, ${company.address.street}, ${company.address.city}, ` +
  `${company.address.region} ${company.address.postalCode}, ${company.address.country}`;
