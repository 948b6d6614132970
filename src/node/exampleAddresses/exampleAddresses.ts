/**
 * The outside addresses in content/site.yaml must be the founder's own before the site goes
 * live. With the examples the file ships with, the form provider refuses every contact message,
 * ebook request and newsletter sign-up, every booking button leads to a scheduling page that is
 * not the founder's (the site's main goal), and the social icons lead to profiles that are not his.
 * Which addresses are examples is src/rules/exampleAddresses.ts (the CMS's preview names them too).
 */
import { listVerdict, type Verdict } from "../deployCheck";
import { exampleAddresses, EXAMPLE_MARK, type OutsideAddresses } from "../../rules/exampleAddresses";

/** `context` is Netlify's CONTEXT ("production", "deploy-preview", "branch-deploy", or unset elsewhere). */
export function exampleAddressesVerdict(addresses: OutsideAddresses, context: string | undefined): Verdict {
  return listVerdict(exampleAddresses(addresses), context, {
    fail: (list) =>
      `content/site.yaml: these addresses are still examples (they contain "${EXAMPLE_MARK}"), so this production deploy stops: visitors would be sent to pages and form addresses that are not yours.\n${list}\nWrite your own address in place of each example (a form's address can also be set by the variable named beside it in Netlify).`,
    warn: (list) =>
      `These addresses in content/site.yaml are still examples (they contain "${EXAMPLE_MARK}"); a production deploy will stop until they are replaced:\n${list}`,
  });
}
