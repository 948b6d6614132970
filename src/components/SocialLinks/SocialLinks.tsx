import { css } from "@emotion/react";
import { colors, radii } from "../../styles/theme";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";
import { Icon } from "../Icon";
import { useUiCopy } from "../../hooks/useUiCopy";

export interface SocialLinksProps {
  className?: string;
}

const listCss = css({ display: "flex", gap: "0.25rem", listStyle: "none", margin: 0, padding: 0 });
const linkCss = css({
  display: "grid",
  placeItems: "center",
  width: 44,
  height: 44,
  borderRadius: radii.pill,
  color: "inherit",
  "&:hover": { color: colors.accentText, background: colors.surfaceAlt },
});

/** The firm's two social profiles, each opening in a new tab. */
export function SocialLinks({ className }: SocialLinksProps) {
  const { social } = useSiteMetadata();
  const { labels } = useUiCopy();
  const profiles = [
    { href: social.instagram, label: labels.instagram, icon: "instagram" as const },
    { href: social.linkedin, label: labels.linkedin, icon: "linkedin" as const },
  ].filter((p): p is typeof p & { href: string } => Boolean(p.href));
  return (
    <ul className={className} css={listCss}>
      {profiles.map((p) => (
        <li key={p.label}>
          <a
            href={p.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${p.label} ${labels.opensInNewTab}`}
            css={linkCss}
          >
            <Icon name={p.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
