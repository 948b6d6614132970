import { Suspense, type ReactNode } from "react";

/**
 * Marks a part of the page React may hydrate on its own, after the rest.
 *
 * In the browser, React 18 leaves each Suspense boundary of server HTML for a second,
 * interruptible pass (its "offscreen" priority), which it does in slices of a few
 * milliseconds instead of one long task: the page stays responsive while it hydrates. A
 * click or key press inside a part not yet hydrated makes React hydrate that part first.
 * Nothing inside suspends, so the fallback is never shown; on the server it renders the
 * content with two comment markers.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
