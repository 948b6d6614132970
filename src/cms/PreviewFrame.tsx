import { useEffect, useMemo, type ComponentProps, type ReactNode } from "react";
import type CMS from "decap-cms-app";
import createCache from "@emotion/cache";
import { CacheProvider, Global, css } from "@emotion/react";
import { GLOBAL_CSS } from "../styles/global";
import { FONTS_ATTRIBUTE } from "../styles/theme";

/** What Decap hands a preview template (its types live in decap-cms-core, which decap-cms-app bundles). */
export type PreviewTemplateComponentProps = ComponentProps<Parameters<(typeof CMS)["registerPreviewTemplate"]>[1]>;

export interface PreviewFrameProps {
  /** The preview pane's own document (Decap renders previews into an iframe). */
  document: Document;
  children: ReactNode;
}

/**
 * The site's look inside the CMS preview pane. Emotion writes its styles into the document
 * that loaded it, the admin page, and not into the preview's iframe (decap-cms issue 793),
 * so the preview gets its own Emotion cache whose container is the iframe's head, the site's
 * global CSS (fonts, colours, type) and its web fonts switched on.
 */
export function PreviewFrame({ document, children }: PreviewFrameProps) {
  const cache = useMemo(() => createCache({ key: "preview", container: document.head }), [document]);
  useEffect(() => {
    document.documentElement.setAttribute(FONTS_ATTRIBUTE, "");
  }, [document]);
  return (
    <CacheProvider value={cache}>
      <Global styles={css(GLOBAL_CSS)} />
      {children}
    </CacheProvider>
  );
}
