import { useUiCopy } from "../../hooks/useUiCopy";
import { fillTokens } from "../../rules/tokens";
import { css } from "@emotion/react";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { Icon } from "../Icon";
import { IllustrativeNote } from "../IllustrativeNote";
import { surfaceCss } from "../../styles/surfaces";

export interface PodcastItem {
  id: number;
  podcastName: string;
  episodeTitle: string;
  host: string;
  date: string;
  description: string;
  links: { spotify: string; youtube: string };
}

export interface PublicationItem {
  id: number;
  publication: string;
  title: string;
  date: string;
  excerpt: string;
  link: string;
}

const gridCss = css({ display: "grid", gap: space.lg, [mq.medium]: { gridTemplateColumns: "1fr 1fr" } });
const cardCss = css(surfaceCss, {
  display: "flex",
  flexDirection: "column",
  padding: space.xl,
  "& h3": { fontSize: fontSizes.xl, margin: `${space.xs} 0 ${space.sm}` },
  "& p": { color: colors.muted },
});
const kindCss = css({
  fontSize: fontSizes.xs,
  fontWeight: 800,
  letterSpacing: "0.12em",
  color: colors.accentText,
  margin: 0,
});
const metaCss = css({ fontSize: fontSizes.sm, margin: 0 });
const linksCss = css({ display: "flex", flexWrap: "wrap", gap: space.sm, marginTop: "auto", paddingTop: space.md });
const linkCss = css({
  display: "inline-flex",
  alignItems: "center",
  gap: space.xs,
  minHeight: 44,
  padding: `0 ${space.md}`,
  borderRadius: radii.pill,
  border: `1px solid ${colors.border}`,
  color: colors.text,
  fontWeight: 600,
  textDecoration: "none",
  "&:hover": { borderColor: colors.accentText, color: colors.accentText },
});

function External({
  href,
  icon,
  label,
  context,
}: {
  href: string;
  icon: "headphones" | "play" | "external";
  label: string;
  context: string;
}) {
  const { labels } = useUiCopy();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      css={linkCss}
      aria-label={`${label}: ${context} ${labels.opensInNewTab}`}
    >
      <Icon name={icon} size={18} />
      {label}
    </a>
  );
}

/** 'Media & Publications': the podcast episode and the outside article. */
export function MediaAndPublications({
  podcasts,
  publications,
}: {
  podcasts: readonly PodcastItem[];
  publications: readonly PublicationItem[];
}) {
  const { labels } = useUiCopy();
  return (
    <>
      <IllustrativeNote kind="media" />
      <div css={gridCss}>
        {podcasts.map((p) => (
          <article key={`podcast-${p.id}`} css={cardCss}>
            <p css={kindCss}>
              {labels.podcast} · {p.podcastName.toUpperCase()}
            </p>
            <h3>{p.episodeTitle}</h3>
            <p css={metaCss}>
              {fillTokens(labels.hostedBy, { host: p.host })} · {p.date}
            </p>
            <p>{p.description}</p>
            <div css={linksCss}>
              <External
                href={p.links.spotify}
                icon="headphones"
                label={labels.listenOnSpotify}
                context={p.episodeTitle}
              />
              <External href={p.links.youtube} icon="play" label={labels.watchOnYoutube} context={p.episodeTitle} />
            </div>
          </article>
        ))}
        {publications.map((p) => (
          <article key={`publication-${p.id}`} css={cardCss}>
            <p css={kindCss}>
              {labels.article} · {p.publication.toUpperCase()}
            </p>
            <h3>{p.title}</h3>
            <p css={metaCss}>{p.date}</p>
            <p>{p.excerpt}</p>
            <div css={linksCss}>
              <External
                href={p.link}
                icon="external"
                label={fillTokens(labels.readOn, { publication: p.publication })}
                context={p.title}
              />
            </div>
          </article>
        ))}
      </div>
    </>
  );
}
