/**
 * "Do you have an office in Europe?", "where are you based?": a question about where the
 * company is. A region's name reads as data-protection law (Europe stands for the GDPR in the
 * synonyms, regional data residency), which the solutions' figures name too, so without this
 * a spec sheet would answer a question about the company's whereabouts. A question about data,
 * compliance or the law keeps them.
 */
const ASKS_WHERE_WE_ARE =
  /\b(offices?|branch(es)?|based|located|locations?|headquarter(s|ed)?|hq|presence|registered office|postal address|mailing address|street address|office address|where (are|r) (you|u)|where is (kestrel|your company|the company))\b/;
const ASKS_ABOUT_DATA =
  /\b(data|gdpr|ccpa|complian(t|ce)|privacy|residency|regulat(ion|ions|ed)|law|legal|transfers?)\b/;

/** How much of its score a passage beside the point keeps for a place question. */
export const SPEC_SHARE_FOR_PLACE = 0.5;

/**
 * Passages a place question does not mean: the solutions' figures (a figure all of them share,
 * or one solution's spec sheet), and account help, whose "email address" and "register" read
 * like a postal address and a registered office.
 */
export const isBesidePlace = (passageId: string) =>
  passageId.startsWith("spec-") ||
  passageId.endsWith("-specs") ||
  passageId.startsWith("help-account-");

/** Whether a lower-case question asks where the company is rather than about data law. */
export function asksWhereWeAre(text: string): boolean {
  return ASKS_WHERE_WE_ARE.test(text) && !ASKS_ABOUT_DATA.test(text);
}
