/**
 * The business details the legal pages state (content/site.yaml `business:`) must be real before
 * the site goes live: a privacy notice without its controller, or terms without the trader's
 * name, address and email (Electronic Commerce Regulations 2002, reg. 6), are not lawful.
 */
import { businessPlaceholders, PLACEHOLDER_PREFIX } from "../../rules/business";
import { listVerdict, type Verdict } from "../deployCheck";

/**
 * `business` is the `business:` block of content/site.yaml; `context` is Netlify's CONTEXT
 * ("production", "deploy-preview", "branch-deploy", or unset on other machines).
 */
export function businessVerdict(business: unknown, context: string | undefined): Verdict {
  return listVerdict(businessPlaceholders(business), context, {
    fail: (list) =>
      `content/site.yaml: these business details are still to be supplied (they start with "${PLACEHOLDER_PREFIX}"), so this production deploy stops:\n${list}\nWrite the real value in place of each; the Privacy Policy and Terms of Service show them.`,
    warn: (list) =>
      `The legal pages show business details still to be supplied (content/site.yaml, values starting with "${PLACEHOLDER_PREFIX}"); a production deploy will stop until they are replaced:\n${list}`,
  });
}
