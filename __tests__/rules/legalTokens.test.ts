import { applyConditions, businessTokenInAddress, fillTokens, pagedTitle, tokenValues } from "../../src/rules/tokens";
import { testContentYaml, testSiteMetadata } from "../helpers/site";

const { placeholders } = testContentYaml<{ placeholders: { toBeSupplied: string } }>("ui.yaml");
const toBeSupplied = placeholders.toBeSupplied;
const real = {
  legalName: "Jane Doe & Partners Ltd",
  address: "1 High Street, Bristol BS1 1AA, United Kingdom",
  email: "hello@example.com",
  companyNumber: "12345678, registered in England and Wales",
  vatNumber: "not VAT registered",
};

describe("business tokens", () => {
  it("fill in the real details as written in text, and escaped in HTML, the email as a link", () => {
    const site = testSiteMetadata({ business: real });
    const text = tokenValues(site, { toBeSupplied });
    expect(fillTokens("{siteName} is a trading name of {legalName}, {businessAddress}.", text)).toBe(
      `${site.title} is a trading name of Jane Doe & Partners Ltd, 1 High Street, Bristol BS1 1AA, United Kingdom.`,
    );
    const html = tokenValues(site, { toBeSupplied, html: true });
    expect(html.legalName).toBe("Jane Doe &amp; Partners Ltd");
    expect(html.businessEmail).toBe('<a href="mailto:hello@example.com">hello@example.com</a>');
    expect(html.companyNumber).toBe(real.companyNumber);
    expect(html.vatNumber).toBe(real.vatNumber);
  });

  it("show a value still to be supplied as ui.yaml's mark with its hint, never as if it were real", () => {
    const site = testSiteMetadata({ business: { ...real, address: "TODO: postal address of the business" } });
    const mark = toBeSupplied.replace("{hint}", "postal address of the business");
    expect(tokenValues(site, { toBeSupplied }).businessAddress).toBe(mark);
    expect(tokenValues(site, { toBeSupplied, html: true }).businessAddress).toBe(
      `<mark class="to-be-supplied">${mark}</mark>`,
    );
    const email = testSiteMetadata({ business: { ...real, email: "TODO: contact email" } });
    expect(tokenValues(email, { toBeSupplied, html: true }).businessEmail).not.toContain("mailto:");
  });

  it("are not offered without the words for a missing value, so a text using them fails the build by name", () => {
    const values = tokenValues(testSiteMetadata({ business: real }));
    expect(values.legalName).toBeUndefined();
    expect(() => fillTokens("By {legalName}", values, "content/pages/about.yaml")).toThrow(
      /content\/pages\/about\.yaml: unknown placeholder \{legalName\}/,
    );
  });

  it("offer every provider the Privacy Policy names, the analytics one only when configured", () => {
    const site = testSiteMetadata();
    const values = tokenValues(site);
    expect(values.hostingProvider).toBe(site.providers.hosting.name);
    expect(values.newsletterPrivacyUrl).toBe(site.providers.newsletter.privacyUrl);
    const analytics = { name: "Counter", privacyUrl: "https://counter.example/privacy" };
    expect(
      tokenValues({ ...site, providers: { ...site.providers, analytics: null } }).analyticsProvider,
    ).toBeUndefined();
    expect(tokenValues({ ...site, providers: { ...site.providers, analytics } }).analyticsProvider).toBe("Counter");
  });
});

describe("applyConditions", () => {
  const html =
    "<p>A</p>\n<!-- if analytics -->\n<p>On</p>\n<!-- end if -->\n<!-- if not analytics -->\n<p>Off</p>\n<!-- end if -->";

  it("keeps the part written for the site as configured and drops the markers", () => {
    expect(applyConditions(html, { analytics: true })).toBe("<p>A</p>\n\n<p>On</p>\n\n");
    expect(applyConditions(html, { analytics: false })).toBe("<p>A</p>\n\n\n<p>Off</p>\n");
  });

  it("names the file for an unknown condition or a part left open", () => {
    expect(() =>
      applyConditions("<!-- if cookies -->x<!-- end if -->", { analytics: true }, "privacy-policy.md"),
    ).toThrow('privacy-policy.md: unknown condition "<!-- if cookies -->". Known conditions: analytics');
    expect(() => applyConditions("<!-- if analytics -->x", { analytics: true }, "privacy-policy.md")).toThrow(
      'privacy-policy.md: "<!-- if analytics -->" has no matching end if',
    );
  });

  // The first part's end deleted: its if would close at the second part's end, and with
  // analytics off both parts, the sentence written for that case among them, would go.
  it.each([true, false])("names a part left open before the next one begins (analytics %s)", (analytics) => {
    const open = "<p>A</p>\n<!-- if analytics -->\n<p>On</p>\n<!-- if not analytics -->\n<p>Off</p>\n<!-- end if -->";
    expect(() => applyConditions(open, { analytics }, "privacy-policy.md")).toThrow(
      'privacy-policy.md: "<!-- if analytics -->" has no matching end if before "<!-- if not analytics -->" begins',
    );
  });
});

describe("businessTokenInAddress", () => {
  // Its value is shown text, the email a link of its own (or a marked note while still to be
  // supplied): as a link's address it would put a link inside a link's address.
  it("names a business detail written as a link's address, and leaves it alone in the text", () => {
    const html = '<p>Write to <a href="mailto:{businessEmail}">our team</a>.</p>';
    expect(() => businessTokenInAddress(html, "privacy-policy.md")).toThrow(
      'privacy-policy.md: {businessEmail} is written as a link\'s address ("mailto:{businessEmail}"), but the site shows it as text, and the email address as a link of its own: write {businessEmail} in the sentence instead, as in "email {businessEmail}"',
    );
    expect(() => businessTokenInAddress("<p>Email {businessEmail}.</p>", "privacy-policy.md")).not.toThrow();
    expect(() => businessTokenInAddress('<a href="{formsPrivacyUrl}">policy</a>', "privacy-policy.md")).not.toThrow();
  });
});

describe("pagedTitle (the blog list's title, in its Seo and its social card)", () => {
  const seo = { title: "Articles", titlePaged: "Articles, page {page}" };

  it("is the title on page 1 and titlePaged, filled in, from page 2", () => {
    expect(pagedTitle(seo, 1)).toBe("Articles");
    expect(pagedTitle(seo, 3)).toBe("Articles, page 3");
  });

  it("is the title on every page when there is no titlePaged", () => {
    expect(pagedTitle({ title: "Contact Us" }, 2)).toBe("Contact Us");
  });
});
