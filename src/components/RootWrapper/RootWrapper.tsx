import { lazy, Suspense, useSyncExternalStore, type ReactNode } from "react";
import { CacheProvider } from "@emotion/react";
import type { EmotionCache } from "@emotion/cache";
import { ErrorBoundary } from "../ErrorBoundary";
import { markToasterFailed, toasterWanted } from "../../lib/toast";
import { PlainToasts } from "../Toaster/PlainToasts";

// Its code not loaded (offline): nothing here, and the toasts go to PlainToasts instead.
const Toaster = lazy<() => JSX.Element | null>(() =>
  import("../Toaster/Toaster").catch(() => {
    markToasterFailed();
    return { default: () => null };
  }),
);

const notWanted = () => false;

/** Mounts the notistack provider when the first toast is asked for, not before. */
function DeferredToaster() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, notWanted);
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
      <PlainToasts />
    </>
  );
  return styleCache ? <CacheProvider value={styleCache}>{providers}</CacheProvider> : providers;
}

/** Gatsby's `wrapRootElement`, with the Emotion cache that gatsby-ssr or gatsby-browser gives. */
export const rootElementWrapper =
  (styleCache: () => EmotionCache) =>
  ({ element }: { element: ReactNode }) => <RootWrapper styleCache={styleCache()}>{element}</RootWrapper>;
