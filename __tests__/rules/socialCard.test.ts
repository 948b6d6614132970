import { socialCardPath, socialCardTitle } from "../../src/rules/socialCard";

describe("socialCardPath", () => {
  it("names the card after the page's path", () => {
    expect(socialCardPath("/")).toBe("/social/home.png");
    expect(socialCardPath("/contact/")).toBe("/social/contact.png");
    expect(socialCardPath("/contact")).toBe("/social/contact.png");
    expect(socialCardPath("/services/legal/")).toBe("/social/services-legal.png");
    expect(socialCardPath("/blog/us-llc-for-non-residents-guide/")).toBe(
      "/social/blog-us-llc-for-non-residents-guide.png",
    );
    expect(socialCardPath("/404/")).toBe("/social/404.png");
  });

  it("ignores query and hash, and keeps only URL-safe file names", () => {
    expect(socialCardPath("/landing/?utm_source=ads#top")).toBe("/social/landing.png");
    expect(socialCardPath("")).toBe("/social/home.png");
    expect(socialCardPath("/Blog/Caf%C3%A9 Guide/")).toBe("/social/blog-caf-c3-a9-guide.png");
    expect(socialCardPath("/../etc/")).toBe("/social/etc.png");
  });
});

describe("socialCardTitle", () => {
  const site = "Borderless Consulting";

  it("drops the site name that pageTitle appended or put first", () => {
    expect(socialCardTitle("Contact Us | Borderless Consulting", site)).toBe("Contact Us");
    expect(
      socialCardTitle(
        "Borderless Consulting | International tax and structuring for location-independent entrepreneurs",
        site,
      ),
    ).toBe("International tax and structuring for location-independent entrepreneurs");
    expect(socialCardTitle("Borderless consulting: About", site)).toBe("About");
    expect(socialCardTitle("Our Process \u2013 Borderless Consulting", site)).toBe("Our Process");
  });

  it("keeps a title that only names the site, or names it mid-sentence", () => {
    expect(socialCardTitle("Borderless Consulting", site)).toBe("Borderless Consulting");
    expect(socialCardTitle("Why Borderless Consulting works remotely", site)).toBe(
      "Why Borderless Consulting works remotely",
    );
  });

  it("folds whitespace and treats the site name literally", () => {
    expect(socialCardTitle("  Blog \n posts |  Borderless Consulting ", site)).toBe("Blog posts");
    expect(socialCardTitle("Fees | A+B (Tax)", "A+B (Tax)")).toBe("Fees");
    expect(socialCardTitle("Fees | AAB (Tax)", "A+B (Tax)")).toBe("Fees | AAB (Tax)");
  });
});
