import { LABELS } from "../../rules/labels";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { css } from "@emotion/react";
import { colors, fontSizes, space } from "../../styles/theme";

interface ErrorBoundaryState {
  error: Error | null;
}

export interface ErrorBoundaryProps {
  children: ReactNode;
}

const screenCss = css({
  minHeight: "100vh",
  display: "grid",
  placeContent: "center",
  gap: space.md,
  padding: space.xl,
  textAlign: "center",
  background: colors.bg,
  color: colors.text,
});
const titleCss = css({ fontSize: fontSizes.xxl, margin: 0 });
const messageCss = css({ margin: 0, color: colors.muted, fontFamily: "monospace" });
const plainCss = css({ margin: 0 });

/** Last-resort screen for a rendering failure, instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Unexpected application error:", error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main role="alert" css={screenCss}>
        <h1 css={titleCss}>{LABELS.applicationError}</h1>
        <p css={messageCss}>{error.message}</p>
        <p css={plainCss}>
          <a href="/">{LABELS.returnHome}</a>
        </p>
      </main>
    );
  }
}
