import type { EmotionCache } from "@emotion/cache";
import type { GatsbyBrowser } from "gatsby";
import { rootElementWrapper } from "./src/components/RootWrapper";
import { createBrowserCache } from "./src/lib/emotionCache";
import { markClientNavigation } from "./src/lib/idleLayout";
import { setInWarmFonts, warmWebFonts } from "./src/lib/webFonts";

let cache: EmotionCache | undefined;

// The cache adopts the component sheet gatsby-ssr wrote into the head, without moving it.
export const wrapRootElement = rootElementWrapper(() => (cache ??= createBrowserCache()));

// A page reached by a client-side navigation lays its bands out at once (see idleLayout), and is
// set in the web fonts once this tab holds them (see src/lib/webFonts.ts); not a link within the
// page (the skip link's #main), which changes the address and leaves the page as it is.
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (!prevLocation) return;
  markClientNavigation();
  if (location.pathname !== prevLocation.pathname) setInWarmFonts();
};

// The first page of a visit fetches the fonts for the pages after it (see src/styles/fonts.ts).
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  warmWebFonts();
};
