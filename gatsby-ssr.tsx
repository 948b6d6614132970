import type { GatsbySSR } from "gatsby";
import { PRELOAD_FONTS } from "./src/styles/fonts";
import { THEME_INIT_SCRIPT } from "./src/styles/themeMode";
import { GLOBAL_CSS } from "./src/styles/global";
import { REVEAL_CSS } from "./src/components/Motion/reveal";
import { COOKIE_BANNER_INIT_SCRIPT } from "./src/hooks/useCookieConsent";

export { wrapRootElement } from "./src/components/RootWrapper";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <script key="theme-init" dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />,
    <script key="cookie-banner-init" dangerouslySetInnerHTML={{ __html: COOKIE_BANNER_INIT_SCRIPT }} />,
    <style key="global-styles" id="global-styles" dangerouslySetInnerHTML={{ __html: GLOBAL_CSS }} />,
    // Entrance animations start hidden; without JavaScript everything is shown as it is.
    <noscript key="noscript-reveal">
      <style>{REVEAL_CSS}</style>
    </noscript>,
    ...PRELOAD_FONTS.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  ]);
};
