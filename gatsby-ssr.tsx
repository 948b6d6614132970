import type { GatsbySSR } from "gatsby";
import { GLOBAL_CSS } from "./src/styles/global";
import { HEAD_SCRIPTS } from "./src/lib/headScripts";
import { rootElementWrapper } from "./src/components/RootWrapper";
import { createServerStyles, renderedBody } from "./src/node/criticalCss/criticalCss";
import { SERVER_STYLE_IDS, serverStyleIdsAttribute } from "./src/lib/emotionCache";

// Component styles are collected while pages render and written into each page's head
// (see src/node/criticalCss/criticalCss.tsx); the browser's Emotion cache adopts that sheet
// (src/lib/emotionCache.ts, provided in gatsby-browser).
const serverStyles = createServerStyles();

export const wrapRootElement: GatsbySSR["wrapRootElement"] = rootElementWrapper(() => serverStyles.cache);

export const onRenderBody: GatsbySSR["onRenderBody"] = (args) => {
  const { setHtmlAttributes, setHeadComponents } = args;
  // Gatsby passes the rendered body HTML (its types omit it; renderedBody stops the build if
  // it stops). Not `replaceRenderer`: Gatsby awaits between that hook and this one while
  // other pages render, and react-helmet's page-wide state would then give a page another
  // page's title and tags.
  const { css, ids } = serverStyles.stylesFor(renderedBody(args));
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    // Allowed by hash in the Content-Security-Policy (src/node/headers/headers.ts).
    ...HEAD_SCRIPTS.map(({ key, script }) => <script key={key} dangerouslySetInnerHTML={{ __html: script }} />),
    <style key="global-styles" id="global-styles" dangerouslySetInnerHTML={{ __html: GLOBAL_CSS }} />,
    // After the site-wide sheet, so component rules win where both set a property.
    <style
      key="emotion"
      {...{ [SERVER_STYLE_IDS]: serverStyleIdsAttribute(ids) }}
      dangerouslySetInnerHTML={{ __html: css }}
    />,
  ]);
};
