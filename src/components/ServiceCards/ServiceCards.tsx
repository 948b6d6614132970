import { css } from "@emotion/react";
import type { ServiceCard } from "../../rules/services";
import { Link } from "gatsby";
import { colors, fontSizes, radii, shadows, space } from "../../styles/theme";
// Content names the icon; the build checks the name (src/rules/icons.ts).
import { Icon, type IconName } from "../Icon";
import { surfaceCss } from "../../styles/surfaces";
import { cardListCss } from "../../styles/grid";

const cardCss = css(surfaceCss, {
  position: "relative",
  display: "flex",
  flexDirection: "column",
  height: "100%",
  padding: space.xl,
  boxShadow: shadows.card,
  transition: "transform 200ms ease, border-color 200ms ease",
  "&:hover": { transform: "translateY(-3px)", borderColor: colors.accent },
});
const iconCss = css({
  display: "grid",
  placeItems: "center",
  width: 52,
  height: 52,
  marginBottom: space.lg,
  borderRadius: radii.md,
  background: colors.accent,
  color: colors.onAccent,
});
const titleCss = css({ fontSize: fontSizes.xl, margin: `0 0 ${space.sm}` });
const linkCss = css({
  color: colors.text,
  textDecoration: "none",
  "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: radii.lg },
});
const listCss = css({
  margin: `${space.md} 0 0`,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gap: space.xs,
  color: colors.muted,
  fontSize: fontSizes.sm,
  "& li": { display: "flex", gap: space.xs, alignItems: "center" },
  "& svg": { color: colors.accentText, flexShrink: 0 },
});

/** The three service cards, each linking to the services overview. */
export function ServiceCards({ services }: { services: readonly ServiceCard[] }) {
  return (
    <ul css={cardListCss}>
      {services.map((service) => (
        <li key={service.title}>
          <article css={cardCss}>
            <span css={iconCss}>
              <Icon name={service.icon as IconName} size={26} />
            </span>
            <h3 css={titleCss}>
              <Link to={service.link} css={linkCss}>
                {service.title}
              </Link>
            </h3>
            <p css={css({ color: colors.muted, margin: 0 })}>{service.description}</p>
            <ul css={listCss}>
              {service.subServices.map((item) => (
                <li key={item}>
                  <Icon name="check" size={18} />
                  {item}
                </li>
              ))}
            </ul>
          </article>
        </li>
      ))}
    </ul>
  );
}
