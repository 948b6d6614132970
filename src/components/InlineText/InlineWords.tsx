import type { ComponentType, ReactNode } from "react";
import { inlineParts } from "../../rules/text";

/** A link to a page of the site: Gatsby's Link on the site, a plain <a> in the CMS's previews. */
export type SiteLink = ComponentType<{ to: string; className?: string; children?: ReactNode }>;

/**
 * A line of copy from content/ with its `[links](/path/)`, `*emphasis*` and email addresses
 * rendered (src/rules/text.ts inlineParts): another
 * site's address opens in a new tab, and says so to screen readers with `opensInNewTab`
 * (content/ui.yaml labels), as the Sources list does; a page of this one goes through `link`.
 * Without Gatsby's Link or a static query, so that the CMS's previews can show it (InlineText is
 * the site's).
 */
export function InlineWords({
  children,
  link: SiteLinkAs,
  opensInNewTab,
}: {
  children: string;
  link: SiteLink;
  opensInNewTab: string;
}) {
  return (
    <>
      {inlineParts(children).map((part, index) => {
        if ("link" in part) {
          const { label, to } = part.link;
          // An email address or a phone number: the visitor's own app, in the same tab.
          if (/^(mailto|tel):/i.test(to))
            return (
              <a key={index} href={to}>
                {label}
              </a>
            );
          return /^https?:\/\//.test(to) ? (
            <a key={index} href={to} target="_blank" rel="noopener noreferrer">
              {label}
              <span className="visually-hidden"> {opensInNewTab}</span>
            </a>
          ) : (
            <SiteLinkAs key={index} to={to}>
              {label}
            </SiteLinkAs>
          );
        }
        if ("em" in part) return <em key={index}>{part.em}</em>;
        return part.text;
      })}
    </>
  );
}
