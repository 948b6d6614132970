import type { ReactNode } from "react";
import { CacheProvider } from "@emotion/react";
import type { EmotionCache } from "@emotion/cache";
import { RootWrapper } from "./src/components/RootWrapper";
import { createBrowserCache } from "./src/lib/emotionCache";

let cache: EmotionCache | undefined;

// The cache adopts the component sheet gatsby-ssr wrote into the head, without moving it.
export const wrapRootElement = ({ element }: { element: ReactNode }) => {
  cache ??= createBrowserCache();
  return (
    <CacheProvider value={cache}>
      <RootWrapper>{element}</RootWrapper>
    </CacheProvider>
  );
};
