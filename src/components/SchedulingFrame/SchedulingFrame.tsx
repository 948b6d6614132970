import { useEffect, useRef, useState } from "react";
import { css } from "@emotion/react";
import { colors, fontSizes, radii, space } from "../../styles/theme";
import { useControlTakeOver } from "../../hooks/useControlTakeOver";
import { SCHEDULING_FRAME_ATTRIBUTE } from "../../lib/headScripts";
import { Button } from "../Button";
import { Icon } from "../Icon";
import { InlineText } from "../InlineText";

export interface SchedulingFrameProps {
  src: string;
  title: string;
  /** Text of the plain link to the booking page, in a new tab, always shown. */
  fallback: string;
  /** Shown with the button until the frame loads: whose page it is and that it sets cookies. */
  notice: string;
  /** The button that loads the frame. */
  load: string;
  height?: number;
}

export const SCHEDULING_FRAME_HEIGHT = 600;

const frameCss = css({
  display: "block",
  width: "100%",
  border: 0,
  borderRadius: radii.lg,
  background: colors.surface,
  "&[hidden]": { display: "none" },
});
const askCss = css({
  display: "grid",
  justifyItems: "center",
  alignContent: "center",
  gap: space.md,
  minHeight: "22rem",
  padding: space.xl,
  borderRadius: radii.lg,
  background: colors.surface,
  color: colors.text,
  textAlign: "center",
  "&[hidden]": { display: "none" },
  "& p": { margin: 0, maxWidth: "44ch", fontSize: fontSizes.sm },
  "& a": { color: "inherit", fontWeight: 700 },
  // Without JavaScript the button could do nothing, and the notice would promise it: the link
  // below is the way to the calendar.
  "@media (scripting: none)": { display: "none" },
});
const iconCss = css({ color: colors.accentText });
const fallbackCss = css({ margin: `${space.sm} 0 0`, "& a": { color: "inherit", fontWeight: 700 } });

/**
 * The scheduling provider's booking page in a frame, loaded only when the visitor asks for it:
 * the page sets the provider's own cookies, which need the visitor's consent (PECR), so the
 * frame has no address until the button is used. The button works before React runs
 * (CONTROLS_SCRIPT's "frame" action does the same in the DOM, and React keeps the frame it
 * loaded). The plain link to the booking page, in a new tab, is always there.
 */
export function SchedulingFrame({
  src,
  title,
  fallback,
  notice,
  load,
  height = SCHEDULING_FRAME_HEIGHT,
}: SchedulingFrameProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [shown, setShown] = useState(false);
  const focusFrame = useRef(false);
  // Asked for before React ran: the frame is already loading, keep it.
  useControlTakeOver(rootRef, () => {
    if (frameRef.current?.hasAttribute("src")) setShown(true);
  });
  useEffect(() => {
    if (!shown || !focusFrame.current) return;
    focusFrame.current = false;
    frameRef.current?.focus();
  }, [shown]);

  const show = () => {
    // The address is set here, never as a prop: React setting it again would reload the
    // provider's page, and the visitor would lose what they had picked in it.
    const frame = frameRef.current;
    if (frame && !frame.hasAttribute("src")) frame.setAttribute("src", src);
    focusFrame.current = true;
    setShown(true);
  };

  return (
    <div ref={rootRef} {...{ [SCHEDULING_FRAME_ATTRIBUTE]: "" }}>
      <iframe ref={frameRef} data-src={src} title={title} height={height} hidden={!shown} css={frameCss} />
      <div css={askCss} hidden={shown}>
        <Icon name="calendar" size={40} css={iconCss} />
        <p>
          <InlineText>{notice}</InlineText>
        </p>
        <Button onClick={show} data-action="frame">
          {load}
        </Button>
      </div>
      <p css={fallbackCss}>
        <a href={src} target="_blank" rel="noopener noreferrer">
          {fallback}
        </a>
      </p>
    </div>
  );
}
