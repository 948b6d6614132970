/**
 * Illustrative material (invented testimonials, sample logos and media, generated photos)
 * must never reach the live site by accident: fake reviews are unlawful in the UK since 2025.
 */
import { listVerdict, type Verdict } from "../deployCheck";

/** What to replace before `illustrative: false` in content/site.yaml; each file says so at its top. */
export const ILLUSTRATIVE_MATERIAL = [
  "content/testimonials.yaml: the client quotes are invented",
  "content/logos.yaml and content/images/logos/: generated marks of invented companies",
  "content/media.yaml: a fictional podcast episode and publication",
  "content/team.yaml and content/images/team/: generated artwork instead of photos",
] as const;

/**
 * `flag` is `illustrative` from content/site.yaml; `context` is Netlify's CONTEXT
 * ("production", "deploy-preview", "branch-deploy", or unset on other machines).
 */
export function illustrativeVerdict(flag: unknown, context: string | undefined): Verdict {
  return listVerdict(flag === false ? [] : ILLUSTRATIVE_MATERIAL, context, {
    fail: (list) =>
      `content/site.yaml has illustrative: true, so this production deploy stops. Replace:\n${list}\nthen set illustrative: false in content/site.yaml.`,
    warn: (list) =>
      `The site still shows illustrative material (content/site.yaml: illustrative: true); a production deploy will stop until it is replaced:\n${list}`,
  });
}

/**
 * The verdict on sample material still in place (samplesLeft) once `flag` is false: the pages
 * then show it without its note, as real, so every build stops, previews included.
 */
export function samplesVerdict(flag: unknown, left: readonly string[]): Verdict {
  if (flag !== false || left.length === 0) return { level: "none" };
  return {
    level: "fail",
    message: `content/site.yaml has illustrative: false, but sample material is still in place, and the site would show it as real, without the note that it is an example:\n${left.map((line) => `  - ${line}`).join("\n")}\nReplace each with your own (or delete it), or set illustrative: true until you have.`,
  };
}
