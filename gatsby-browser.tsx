import type { EmotionCache } from "@emotion/cache";
import type { GatsbyBrowser } from "gatsby";
import { rootElementWrapper } from "./src/components/RootWrapper";
import { createBrowserCache } from "./src/lib/emotionCache";
import { markClientNavigation } from "./src/lib/idleLayout";

let cache: EmotionCache | undefined;

// The cache adopts the component sheet gatsby-ssr wrote into the head, without moving it.
export const wrapRootElement = rootElementWrapper(() => (cache ??= createBrowserCache()));

// A page reached by a client-side navigation lays its bands out at once (see idleLayout).
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) markClientNavigation();
};
