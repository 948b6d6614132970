import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { ThemeProvider } from "@emotion/react";
import { theme } from "../../styles/theme";
import { ThemeModeProvider } from "../../hooks/useThemeMode";
import { ErrorBoundary } from "../ErrorBoundary";

const Toaster = lazy(() => import("../Toaster/Toaster"));

/** Mounts the notistack provider once the page is interactive. */
function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
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
      <ThemeModeProvider>
        <ErrorBoundary>{children}</ErrorBoundary>
        <DeferredToaster />
      </ThemeModeProvider>
    </ThemeProvider>
  );
}

export const wrapRootElement = ({ element }: { element: ReactNode }) => <RootWrapper>{element}</RootWrapper>;
