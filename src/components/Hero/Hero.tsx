import { LABELS } from "../../rules/labels";
import { css, keyframes } from "@emotion/react";
import { colors, displayType, fontSizes, mq, space } from "../../styles/theme";
import { ButtonLink } from "../Button";
import { Container } from "../Container";
import { bandCss } from "../../styles/surfaces";

export interface HeroWord {
  word: string;
  from: "left" | "right";
  /** Seconds before the word slides in. */
  delay: number;
}

/** The headline's words (content/pages/home.yaml): from the left, the right, then the left again (delays 0.3 s and 0.6 s). */
export function heroWords(words: readonly string[]): HeroWord[] {
  return words.map((word, index) => ({
    word,
    from: index % 2 === 0 ? "left" : "right",
    delay: index * 0.3,
  }));
}

// Only transform moves: the words are painted (and count as the largest paint) at once,
// with no JavaScript, and nothing around them shifts.
const slideFromLeft = keyframes({ from: { transform: "translateX(-12vw)" }, to: { transform: "none" } });
const slideFromRight = keyframes({ from: { transform: "translateX(12vw)" }, to: { transform: "none" } });

const heroCss = css(bandCss, {
  position: "relative",
  overflow: "hidden",
  paddingBlock: `clamp(3rem, 9vw, 7rem)`,
  // Decorative rings, like a radar over a map: pure CSS, no image request.
  "&::after": {
    content: '""',
    position: "absolute",
    width: 900,
    height: 900,
    right: -300,
    top: "50%",
    marginTop: -450,
    borderRadius: "50%",
    pointerEvents: "none",
    background: `repeating-radial-gradient(circle, transparent 0 62px, ${colors.bandLine} 62px 64px)`,
  },
  "& > *": { position: "relative", zIndex: 1 },
});
const wordsCss = css({
  margin: 0,
  ...displayType,
  fontWeight: 400,
  fontSize: fontSizes.hero,
  lineHeight: 0.92,
  letterSpacing: "0.01em",
  display: "flex",
  flexDirection: "column",
  // The words' own width, for a word too long for the screen (below).
  containerType: "inline-size",
});
const wordCss = css({
  display: "block",
  // A long word (content/pages/home.yaml) is set smaller until it fits the width, where it was cut
  // off on a phone: 0.45 em a letter for `--letters` (set on each word), a little over what a
  // word in the display font's capitals takes (BORDERLESS 0.41 em; only a word of Ws and Ms is
  // wider), so the words of the headline keep their size on a 320 px phone. Browsers without
  // container units keep the headline's size.
  fontSize: "min(1em, calc(100cqi / (var(--letters) * 0.45)))",
  animationDuration: "0.9s",
  animationTimingFunction: "cubic-bezier(0.2, 0.8, 0.2, 1)",
  animationFillMode: "both",
  "@media (prefers-reduced-motion: reduce)": { animation: "none" },
});
const wordVariants = {
  left: css({ animationName: slideFromLeft }),
  right: css({ animationName: slideFromRight, alignSelf: "flex-end", [mq.medium]: { alignSelf: "center" } }),
};
const accentWordCss = css({ color: colors.bandAccent });
const ledeCss = css({
  maxWidth: "38rem",
  margin: `${space.xl} 0 ${space.lg}`,
  fontSize: fontSizes.lg,
  color: colors.bandMuted,
});
const claimsCss = css({
  display: "flex",
  flexWrap: "wrap",
  gap: `${space.sm} ${space.xl}`,
  listStyle: "none",
  padding: 0,
  margin: `${space.xl} 0 0`,
  color: colors.bandMuted,
  fontSize: fontSizes.sm,
  "& strong": {
    display: "block",
    ...displayType,
    fontSize: fontSizes.xxl,
    color: colors.bandText,
    fontWeight: 400,
  },
});

export interface HeroCopy {
  words: readonly string[];
  intro: string;
  claims: ReadonlyArray<{ value: string; text: string }>;
}

export interface HeroProps {
  schedulingUrl: string;
  copy: HeroCopy;
}

export function Hero({ schedulingUrl, copy }: HeroProps) {
  const words = heroWords(copy.words);
  return (
    <section css={heroCss} aria-labelledby="hero-title">
      <Container>
        <h1 id="hero-title" css={wordsCss}>
          {words.map(({ word, from, delay }, index) => (
            <span
              key={word}
              data-from={from}
              css={[wordCss, wordVariants[from], index === words.length - 1 && accentWordCss]}
              style={{ animationDelay: `${delay}s`, ["--letters" as string]: Array.from(word).length }}
            >
              {word}
              {index < words.length - 1 ? " " : ""}
            </span>
          ))}
        </h1>
        <p css={ledeCss}>{copy.intro}</p>
        <ButtonLink to={schedulingUrl}>{LABELS.bookYourCall}</ButtonLink>
        <ul css={claimsCss}>
          {copy.claims.map((claim) => (
            <li key={claim.text}>
              <strong>{claim.value}</strong> {claim.text}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
