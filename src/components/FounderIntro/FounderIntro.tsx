import { LABELS } from "../../rules/labels";
import { css } from "@emotion/react";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { ButtonLink } from "../Button";
import { IllustrativeNote } from "../IllustrativeNote";

export interface FounderIntroProps {
  name?: string | null;
  role: string;
  bio: string;
  image: IGatsbyImageData | null;
  facts: readonly string[];
}

const gridCss = css({
  display: "grid",
  gap: space.xl,
  alignItems: "center",
  [mq.medium]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)", gap: space.xxl },
});
const imageCss = css({ borderRadius: radii.lg, overflow: "hidden", maxWidth: 420, width: "100%" });
const photoNoteCss = css({ margin: `${space.sm} 0 0`, maxWidth: 420 });
const roleCss = css({
  color: colors.accentText,
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.08em",
  fontSize: fontSizes.sm,
});
const factsCss = css({
  display: "flex",
  flexWrap: "wrap",
  gap: space.sm,
  listStyle: "none",
  padding: 0,
  margin: `${space.lg} 0`,
  "& li": {
    padding: `${space.xxs} ${space.md}`,
    borderRadius: radii.pill,
    border: `1px solid ${colors.border}`,
    fontSize: fontSizes.sm,
  },
});

/** The founder in brief, linking to the full About page. */
export function FounderIntro({ name, role, bio, image, facts }: FounderIntroProps) {
  return (
    <div css={gridCss}>
      {image && (
        <div>
          <GatsbyImage image={image} alt="" css={imageCss} />
          <IllustrativeNote kind="photos" css={photoNoteCss} />
        </div>
      )}
      <div>
        <p css={roleCss}>{role}</p>
        {name && <p css={css({ fontSize: fontSizes.xl, fontWeight: 700, margin: `0 0 ${space.sm}` })}>{name}</p>}
        <p css={css({ fontSize: fontSizes.lg })}>{bio}</p>
        {facts.length > 0 && (
          <ul css={factsCss}>
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        )}
        <ButtonLink to="/about/" variant="secondary">
          {LABELS.viewFullAbout}
        </ButtonLink>
      </div>
    </div>
  );
}
