import type { EmotionCache } from "@emotion/cache";
import type { GatsbyBrowser } from "gatsby";
import { rootElementWrapper } from "./src/components/RootWrapper";
import { createBrowserCache } from "./src/lib/emotionCache";
import { markClientNavigation } from "./src/lib/idleLayout";
import { warmWebFonts } from "./src/lib/webFonts";

let cache: EmotionCache | undefined;

// The cache adopts the component sheet gatsby-ssr wrote into the head, without moving it.
export const wrapRootElement = rootElementWrapper(() => (cache ??= createBrowserCache()));

// A page reached by a client-side navigation lays its bands out at once (see idleLayout).
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) markClientNavigation();
};

// A first visit's first page fetches the fonts for the pages after it (see src/styles/fonts.ts).
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  warmWebFonts();
};
