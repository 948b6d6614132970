import type { EmotionCache } from "@emotion/cache";
import { rootElementWrapper } from "./src/components/RootWrapper";
import { createBrowserCache } from "./src/lib/emotionCache";

let cache: EmotionCache | undefined;

// The cache adopts the component sheet gatsby-ssr wrote into the head, without moving it.
export const wrapRootElement = rootElementWrapper(() => (cache ??= createBrowserCache()));
