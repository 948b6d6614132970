import path from "path";
import { palettes } from "../../styles/theme";
import type { SiteConfig } from "../siteConfig";

/**
 * gatsby-plugin-manifest's options, from content/site.yaml: the firm's names and the logo's
 * raster fallback as the app icon (the plugin needs a raster file in static/), so a new logo
 * in site.yaml also becomes the favicon and the home-screen icon.
 */
export const manifestOptions = (site: Pick<SiteConfig, "title" | "shortName" | "description" | "logo">) => ({
  name: site.title,
  short_name: site.shortName,
  description: site.description,
  start_url: "/",
  background_color: palettes.light.bg,
  theme_color: palettes.light.text,
  display: "standalone" as const,
  icon: path.join("static", site.logo.fallback),
  include_favicon: true,
  cache_busting_mode: "none" as const,
  theme_color_in_head: false,
});
