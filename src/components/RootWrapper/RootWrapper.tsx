import { lazy, Suspense, useSyncExternalStore, type ReactNode } from "react";
import { ThemeProvider } from "@emotion/react";
import { theme } from "../../styles/theme";
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
 * static CSS in the document head (gatsby-ssr), so they need no provider here.
 */
export function RootWrapper({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ErrorBoundary>{children}</ErrorBoundary>
      <DeferredToaster />
    </ThemeProvider>
  );
}

export const wrapRootElement = ({ element }: { element: ReactNode }) => <RootWrapper>{element}</RootWrapper>;
