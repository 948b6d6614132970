import type { SiteLink } from "../InlineText/InlineWords";
import { css } from "@emotion/react";
import { servicePath } from "../../rules/services";
import { colors, fontSizes, radii, space } from "../../styles/theme";
import { cardSurfaceCss } from "../../styles/surfaces";
import { cardListCss } from "../../styles/grid";
import { Icon } from "../Icon";

export interface ServiceLinkCard {
  slug: string;
  title: string;
  summary: string;
  bullets: readonly string[];
}

export interface ServiceLinkCardsProps {
  services: readonly ServiceLinkCard[];
}

/** The link a card's title is: Gatsby's Link on the site, a plain <a> in the CMS's previews. */
export type CardLink = SiteLink;

const cardCss = css(cardSurfaceCss, {
  position: "relative",
  display: "flex",
  flexDirection: "column",
  height: "100%",
  transition: "transform 200ms ease, border-color 200ms ease",
  "&:hover": { transform: "translateY(-3px)", borderColor: colors.accent },
  "&:focus-within": { borderColor: colors.accent },
});
const titleCss = css({ fontSize: fontSizes.xl, lineHeight: 1.2, margin: `0 0 ${space.sm}` });
// The title's link covers the whole card, so the card is one target with one name.
const linkCss = css({
  color: colors.text,
  textDecoration: "none",
  "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: radii.lg },
  "&:focus-visible": { outline: "none" },
  "&:focus-visible::after": { outline: `3px solid ${colors.focus}`, outlineOffset: 3 },
});
const summaryCss = css({ color: colors.muted, margin: 0 });
const bulletsCss = css({
  listStyle: "none",
  margin: `${space.lg} 0 0`,
  padding: `${space.md} 0 0`,
  borderTop: `1px solid ${colors.border}`,
  display: "grid",
  gap: space.xs,
  fontSize: fontSizes.sm,
  "& li": { display: "flex", gap: space.xs, alignItems: "flex-start" },
  "& svg": { color: colors.accentText, flexShrink: 0, marginTop: "0.15em" },
});
const arrowCss = css({ marginTop: "auto", paddingTop: space.lg, color: colors.accentText, display: "flex" });

/**
 * Cards that each link to a service page: title, summary and three points. Apart from
 * ServiceLinkCards, which brings Gatsby's Link: the CMS's service preview shows them too.
 */
export function ServiceCardGrid({ services, link: CardLinkAs }: ServiceLinkCardsProps & { link: CardLink }) {
  return (
    <ul css={cardListCss}>
      {services.map((service) => (
        <li key={service.slug} css={cardCss}>
          <h3 css={titleCss}>
            <CardLinkAs to={servicePath(service.slug)} css={linkCss}>
              {service.title}
            </CardLinkAs>
          </h3>
          <p css={summaryCss}>{service.summary}</p>
          <ul css={bulletsCss}>
            {service.bullets.map((bullet) => (
              <li key={bullet}>
                <Icon name="check" size={18} />
                {bullet}
              </li>
            ))}
          </ul>
          <span css={arrowCss} aria-hidden="true">
            <Icon name="arrowRight" size={24} />
          </span>
        </li>
      ))}
    </ul>
  );
}
