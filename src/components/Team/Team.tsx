import { css } from "@emotion/react";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { surfaceCss } from "../../styles/surfaces";
import { cardListCss } from "../../styles/grid";
import { IllustrativeNote } from "../IllustrativeNote";

export interface TeamMember {
  name?: string | null;
  role: string;
  bio: string;
  image: IGatsbyImageData | null;
}

const founderCss = css({
  display: "grid",
  gap: space.xl,
  alignItems: "center",
  marginBottom: space.xxl,
  [mq.medium]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)" },
  "& h3": { fontSize: fontSizes.xxl, margin: `0 0 ${space.sm}` },
  "& p": { fontSize: fontSizes.lg },
});
const cardCss = css(surfaceCss, {
  height: "100%",
  padding: space.lg,
  "& h3": { fontSize: fontSizes.lg, margin: `${space.md} 0 ${space.xs}` },
  "& p": { margin: 0, color: colors.muted, fontSize: fontSizes.sm },
});
const thumbCss = css({ borderRadius: radii.md, width: 96, height: 96 });
const nameCss = css({ fontWeight: 700, margin: `0 0 ${space.xs}` });

/** The founder, then the partner network that carries out the licensed work. */
export function Team({ members }: { members: readonly TeamMember[] }) {
  const [founder, ...partners] = members;
  return (
    <div>
      {members.some((member) => member.image) && <IllustrativeNote kind="photos" />}
      {founder && (
        <div css={founderCss}>
          {founder.image && (
            <GatsbyImage image={founder.image} alt="" css={css({ borderRadius: radii.lg, maxWidth: 420 })} />
          )}
          <div>
            <h3>{founder.role}</h3>
            {founder.name && <p css={nameCss}>{founder.name}</p>}
            <p>{founder.bio}</p>
          </div>
        </div>
      )}
      <ul css={cardListCss}>
        {partners.map((member) => (
          <li key={member.role} css={cardCss}>
            {member.image && <GatsbyImage image={member.image} alt="" css={thumbCss} />}
            <h3>{member.role}</h3>
            {member.name && <p css={nameCss}>{member.name}</p>}
            <p>{member.bio}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
