import path from "path";
import type { GatsbyConfig } from "gatsby";
import adapter from "gatsby-adapter-netlify";
import { readSiteConfig } from "./src/node/siteConfig";
import { feedOptions } from "./src/node/feed/feed";
import { withoutAdapterHeaders } from "./src/node/headers/headers";
import { manifestOptions } from "./src/node/manifest/manifest";
import { yamlTypeName } from "./src/node/schema/yamlTypes";
import { ADMIN_PATH } from "./src/node/cms/admin";

const site = readSiteConfig(__dirname, process.env);

const config: GatsbyConfig = {
  siteMetadata: { ...site },
  // Netlify serves folders with a trailing slash; canonical URLs, the sitemap and links agree.
  trailingSlash: "always",
  graphqlTypegen: { generateOnBuild: true },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  // The adapter writes public/_redirects; public/_headers is written whole by src/node/headers/headers.ts.
  adapter: withoutAdapterHeaders(adapter({ excludeDatastoreFromEngineFunction: false, imageCDN: false })),
  plugins: [
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.join(__dirname, "content"), ignore: ["**/site.yaml"] },
    },
    {
      resolve: "gatsby-transformer-remark",
      // Local plugins (plugins/): header cells for markdown tables, row headers included; links
      // to other sites open in a new tab.
      options: {
        excerpt_separator: "<!-- end -->",
        plugins: [
          "gatsby-remark-table-headers",
          { resolve: "gatsby-remark-external-links", options: { siteUrl: site.siteUrl } },
        ],
      },
    },
    { resolve: "gatsby-transformer-yaml", options: { typeName: yamlTypeName } },
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: ["/404/", "/404.html", "/dev-404-page/", ADMIN_PATH] },
    },
    { resolve: "gatsby-plugin-feed", options: feedOptions(site.title) },
    { resolve: "gatsby-plugin-manifest", options: manifestOptions(site) },
  ],
};

export default config;
