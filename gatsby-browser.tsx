import type { EmotionCache } from "@emotion/cache";
import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { rootElementWrapper } from "./src/components/RootWrapper";
import { createBrowserCache } from "./src/lib/emotionCache";
import { markClientNavigation } from "./src/lib/idleLayout";

let cache: EmotionCache | undefined;

// The cache adopts the component sheet gatsby-ssr wrote into the head, without moving it.
export const wrapRootElement = rootElementWrapper(() => (cache ??= createBrowserCache()));

/**
 * Hydrates the page as a transition. Gatsby's own hydrateRoot call runs at React's default
 * priority, which React does in one uninterrupted task: everything outside the Suspense
 * boundaries in Layout (Gatsby's router and page wrappers, the providers, the page's first
 * render), with taps waiting on it. Started inside startTransition, the same work is done in
 * React's short slices and yields to the browser between them; a tap on a part not yet
 * hydrated still makes React hydrate that part first and replay the event. Pages without
 * server HTML are rendered. It can go when Gatsby hydrates in a transition itself.
 */
export const replaceHydrateFunction = () => (element: ReactNode, container: Element) => {
  const serverRendered = document.getElementById("gatsby-focus-wrapper")?.children.length;
  if (!serverRendered) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
};

// A page reached by a client-side navigation lays its bands out at once (see idleLayout).
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) markClientNavigation();
};
