import type { CarouselLogo } from "../../rules/logos";
import { useUiCopy } from "../../hooks/useUiCopy";
import type { CopyHeadingData } from "../../rules/copy";
import { css } from "@emotion/react";
import type { Settings } from "react-slick";
import { breakpoints, colors, radii, space } from "../../styles/theme";
import { Carousel } from "../Carousel";
import { IllustrativeMark, IllustrativeNote, samplesNote } from "../IllustrativeNote";
import { sampleLogo } from "../../rules/samples";
import { Heading } from "../Heading";
import { Section } from "../Section";

export type { CarouselLogo };

export const LOGO_AUTOPLAY_MS = 3000;

/** 6 logos per view on large screens, 5 on medium, 3 on small; advances every 3 s and loops. */
export const LOGO_CAROUSEL_SETTINGS: Settings = {
  arrows: false,
  dots: false,
  infinite: true,
  autoplay: true,
  autoplaySpeed: LOGO_AUTOPLAY_MS,
  speed: 600,
  pauseOnHover: true,
  pauseOnFocus: true,
  slidesToShow: 6,
  slidesToScroll: 1,
  responsive: [
    { breakpoint: breakpoints.large - 1, settings: { slidesToShow: 5 } },
    { breakpoint: breakpoints.medium - 1, settings: { slidesToShow: 3 } },
  ],
};

const slideCss = css({ padding: `0 ${space.sm}` });
const logoCss = css({
  display: "grid",
  placeItems: "center",
  height: 84,
  padding: space.xs,
  borderRadius: radii.md,
  background: colors.logoTile,
  border: `1px solid ${colors.border}`,
  "& img": { width: "100%", maxWidth: 160, height: "auto", maxHeight: 48 },
});

const logoMarkCss = css({ marginTop: space.xxs });

export function LogoCarousel({ logos }: { logos: readonly CarouselLogo[] }) {
  const { labels } = useUiCopy();
  // While the site is illustrative: a note over invented companies' marks, and a mark on each once real logos stand among them.
  const { note, mark } = samplesNote("logos", logos.filter((logo) => sampleLogo(logo.alt)).length, logos.length);
  return (
    <>
      {note && <IllustrativeNote kind={note} />}
      <Carousel label={labels.logoCarousel} itemName={labels.logos} settings={LOGO_CAROUSEL_SETTINGS}>
        {logos.map((logo) => (
          // react-slick sets each slide's child to its full width: the gutter is this wrapper's
          // padding (a margin on the card would push it out of its slide and into view of the next).
          <div key={logo.src} css={slideCss}>
            <div css={logoCss} data-logo="">
              <img src={logo.src} alt={logo.alt} width={200} height={60} loading="lazy" decoding="async" />
              {mark && sampleLogo(logo.alt) && <IllustrativeMark css={logoMarkCss} />}
            </div>
          </div>
        ))}
      </Carousel>
    </>
  );
}

/** The logos with their heading, as the home and about pages show them. */
export function LogosSection({ logos, heading }: { logos: readonly CarouselLogo[]; heading: CopyHeadingData }) {
  return (
    <Section labelledBy="logos-title">
      <Heading id="logos-title" kicker={heading.kicker} size="xl">
        {heading.title}
      </Heading>
      <LogoCarousel logos={logos} />
    </Section>
  );
}
