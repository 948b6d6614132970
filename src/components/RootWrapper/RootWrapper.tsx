import type { ReactNode } from "react";
import { ThemeProvider } from "@emotion/react";
import { SnackbarProvider } from "notistack";
import { theme } from "../../styles/theme";
import { GlobalStyles } from "../../styles/GlobalStyles";
import { ThemeModeProvider } from "../../hooks/useThemeMode";
import { ErrorBoundary } from "../ErrorBoundary";

/** Toast defaults from the spec: 3 visible at most, 4000 ms, bottom-right. */
export const SNACKBAR_DEFAULTS = {
  maxSnack: 3,
  autoHideDuration: 4000,
  anchorOrigin: { vertical: "bottom", horizontal: "right" },
} as const;

/** Providers every page shares, on the server and in the browser. */
export function RootWrapper({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ThemeModeProvider>
        <GlobalStyles />
        <SnackbarProvider {...SNACKBAR_DEFAULTS}>
          <ErrorBoundary>{children}</ErrorBoundary>
        </SnackbarProvider>
      </ThemeModeProvider>
    </ThemeProvider>
  );
}

export const wrapRootElement = ({ element }: { element: ReactNode }) => <RootWrapper>{element}</RootWrapper>;
