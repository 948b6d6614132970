import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { buildSiteConfig, type SiteConfig } from "../../src/node/siteConfig";
import { LABELS } from "../../src/rules/labels";
import { servicesMenu } from "../../src/rules/services";
import { SPEC_ROUTES, articleRoutes } from "../e2e/routes";

/** The real site configuration, with a fixed build date so snapshots do not age. */
export function testSiteMetadata(overrides: Partial<SiteConfig> = {}, env: Record<string, string> = {}): SiteConfig {
  const raw = yaml.load(fs.readFileSync(path.join(__dirname, "../../content/site.yaml"), "utf8"));
  return { ...buildSiteConfig(raw, env, "content/site.yaml", new Date("2026-01-15T00:00:00Z")), ...overrides };
}

/** A YAML file under content/, parsed (placeholders left as written). */
export function testContentYaml<T = Record<string, unknown>>(file: string): T {
  return yaml.load(fs.readFileSync(path.join(__dirname, "../../content", file), "utf8")) as T;
}

/**
 * The addresses the site's pages answer, as the build hands them to the CMS's previews
 * (src/node/cms/bundle.ts, from Gatsby's pages and redirects): SPEC.md's and the articles'.
 */
export const testRoutes = (): string[] => [...SPEC_ROUTES, ...articleRoutes()];

const SERVICE_PAGES_DIR = path.join(__dirname, "../../content/service-pages");

/** The raw service pages from content/service-pages/ (claims placeholders left as written). */
export function testServicePages(): Array<
  Record<string, unknown> & { slug: string; title: string; navLabel: string; order: number; partOf?: string | null }
> {
  return fs
    .readdirSync(SERVICE_PAGES_DIR)
    .filter((f) => f.endsWith(".yaml"))
    .sort()
    .map(
      (f) =>
        yaml.load(fs.readFileSync(path.join(SERVICE_PAGES_DIR, f), "utf8")) as ReturnType<
          typeof testServicePages
        >[number],
    );
}

/** The Privacy Policy's sections, in the order SPEC.md section 2 lists them. */
export const PRIVACY_POLICY_SECTIONS = [
  "Introduction",
  "Information We Collect",
  "How We Use Your Information",
  "Third-Party Services",
  "Your Rights",
  "Contact Us",
];

/**
 * A content value with its claim placeholders filled, as GraphQL serves it to pages. Other
 * placeholders ("Previous {items}") are filled by components at render time and stay as written.
 */
export function withTokens<T>(value: T): T {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { tokenValues } = require("../../src/rules/tokens") as typeof import("../../src/rules/tokens");
  const values = tokenValues(testSiteMetadata());
  const fill = (text: string) => text.replace(/\{([a-zA-Z]+)\}/g, (match, name: string) => values[name] ?? match);
  return JSON.parse(JSON.stringify(value), (_key, v) => (typeof v === "string" ? fill(v) : v)) as T;
}

/** content/ui.yaml with its placeholders filled, as the header, footer and banner get it. */
export function testUiCopy() {
  return withTokens(
    testContentYaml<{
      skipLink: string;
      navigation: {
        label: string;
        mobileLabel: string;
        before: Array<{ label: string; to: string }>;
        services: string;
        after: Array<{ label: string; to: string }>;
        openMenu: string;
        closeMenu: string;
      };
      footer: {
        exploreTitle: string;
        exploreLabel: string;
        servicesTitle: string;
        links: Array<{ label: string; to: string }>;
        copyright: string;
      };
      cookieBanner: { label: string; text: string; textWithoutAnalytics: string; close: string; settings: string };
      labels: Record<string, string> & { themeModes: Record<"light" | "dark" | "system", string> };
    }>("ui.yaml"),
  );
}

/** The firm's social profiles from content/site.yaml, with the names their links are read out by. */
export function testSocialProfiles(): Array<{ name: string; href: string }> {
  const { social } = testSiteMetadata();
  const { labels } = testUiCopy();
  return [
    { name: `${labels.instagram} ${labels.opensInNewTab}`, href: social.instagram },
    { name: `${labels.linkedin} ${labels.opensInNewTab}`, href: social.linkedin },
  ];
}

/** The Services menu built from content/service-pages/: top-level services (each with its sub-services) and the overview. */
export function testServicesMenu() {
  return servicesMenu(testServicePages(), LABELS.viewAllServices);
}
