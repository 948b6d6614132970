import { lazy, Suspense, useSyncExternalStore, type ReactNode } from "react";
import { CacheProvider } from "@emotion/react";
import type { EmotionCache } from "@emotion/cache";
import { ErrorBoundary } from "../ErrorBoundary";
import { isToasterWanted, subscribeToToaster } from "../../lib/toast";

const Toaster = lazy(() => import("../Toaster/Toaster"));

const notWanted = () => false;

/** Mounts the notistack provider when the first toast is asked for, not before. */
function DeferredToaster() {
  const wanted = useSyncExternalStore(subscribeToToaster, isToasterWanted, notWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * Providers every page shares, on the server and in the browser. The global styles are
 * static CSS in the document head (gatsby-ssr), so they need no provider here. `styleCache`
 * is the Emotion cache of the build (src/node/criticalCss/criticalCss.tsx) or of the browser
 * (src/lib/emotionCache.ts); without it Emotion uses its default.
 */
export function RootWrapper({ children, styleCache }: { children: ReactNode; styleCache?: EmotionCache }) {
  const providers = (
    <>
      <ErrorBoundary>{children}</ErrorBoundary>
      <DeferredToaster />
    </>
  );
  return styleCache ? <CacheProvider value={styleCache}>{providers}</CacheProvider> : providers;
}

/** Gatsby's `wrapRootElement`, with the Emotion cache that gatsby-ssr or gatsby-browser gives. */
export const rootElementWrapper =
  (styleCache: () => EmotionCache) =>
  ({ element }: { element: ReactNode }) => <RootWrapper styleCache={styleCache()}>{element}</RootWrapper>;
