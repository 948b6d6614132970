import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import {
  breakpointForWidth,
  settingsForWidth,
  slidesPerView,
  syncHiddenSlides,
} from "../../../src/components/Carousel";
import { LOGO_AUTOPLAY_MS, LOGO_CAROUSEL_SETTINGS, LogoCarousel } from "../../../src/components/LogoCarousel";
import { LATEST_ARTICLES_SETTINGS, LatestArticles } from "../../../src/components/LatestArticles";
import { fakeImage } from "../../helpers/articles";
import { scrollIntoNearView } from "../../helpers/viewport";

describe("carousel settings", () => {
  it.each([
    [390, 3],
    [767, 3],
    [768, 5],
    [1099, 5],
    [1100, 6],
    [1920, 6],
  ])("logo carousel at %i px shows %i logos", (width, count) => {
    expect(settingsForWidth(LOGO_CAROUSEL_SETTINGS, width).slidesToShow).toBe(count);
  });

  it("the logo carousel advances by itself every 3000 ms and loops", () => {
    expect(LOGO_AUTOPLAY_MS).toBe(3000);
    expect(LOGO_CAROUSEL_SETTINGS).toMatchObject({
      autoplay: true,
      autoplaySpeed: 3000,
      infinite: true,
      pauseOnHover: true,
      pauseOnFocus: true,
    });
  });

  it.each([
    [390, 1, false],
    [800, 2, true],
    [1280, 3, true],
  ])("latest-articles carousel at %i px shows %i cards (arrows: %s) and loops", (width, count, arrows) => {
    const settings = settingsForWidth(LATEST_ARTICLES_SETTINGS, width);
    expect(settings.slidesToShow).toBe(count);
    expect(settings.arrows).toBe(arrows);
    expect(settings.infinite).toBe(true);
  });

  it("lists slides per view widest first, for the static first view's media queries", () => {
    expect(slidesPerView(LOGO_CAROUSEL_SETTINGS)).toEqual([
      { maxWidth: null, slides: 6 },
      { maxWidth: 1099, slides: 5 },
      { maxWidth: 767, slides: 3 },
    ]);
    expect(slidesPerView(LATEST_ARTICLES_SETTINGS).map((v) => v.slides)).toEqual([3, 2, 1]);
  });

  it("finds the matching breakpoint, or none above the widest", () => {
    expect(breakpointForWidth(LOGO_CAROUSEL_SETTINGS, 500)).toBe(767);
    expect(breakpointForWidth(LOGO_CAROUSEL_SETTINGS, 900)).toBe(1099);
    expect(breakpointForWidth(LOGO_CAROUSEL_SETTINGS, 1200)).toBeNull();
    expect(settingsForWidth(LOGO_CAROUSEL_SETTINGS, 1200)).not.toHaveProperty("responsive");
  });
});

describe("hidden slides", () => {
  function slides() {
    document.body.innerHTML = `
      <div id="root">
        <div class="slick-slide slick-cloned" aria-hidden="true"><a href="/a">A</a></div>
        <div class="slick-slide slick-active" aria-hidden="false"><a href="/b">B</a></div>
        <div class="slick-slide" aria-hidden="true"><a href="/c" tabindex="0">C</a></div>
      </div>`;
    return document.getElementById("root") as HTMLElement;
  }

  it("takes links in cloned and off-screen slides out of the tab order, and gives them back", () => {
    const root = slides();
    syncHiddenSlides(root);
    const [a, b, c] = Array.from(root.querySelectorAll("a"));
    expect(a).toHaveAttribute("tabindex", "-1");
    expect(b).not.toHaveAttribute("tabindex");
    expect(c).toHaveAttribute("tabindex", "-1");
    c.parentElement?.setAttribute("aria-hidden", "false");
    syncHiddenSlides(root);
    expect(c).toHaveAttribute("tabindex", "0");
  });

  it("writes nothing when nothing changed (a write would wake its own observer forever)", async () => {
    const root = slides();
    syncHiddenSlides(root);
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(root, { subtree: true, attributes: true });
    syncHiddenSlides(root);
    await Promise.resolve();
    observer.disconnect();
    expect(records).toHaveLength(0);
  });
});

describe("carousel components", () => {
  it("renders the seven logos with alt text in a labelled carousel", () => {
    const logos = Array.from({ length: 7 }, (_, i) => ({ src: `/logo-${i}.svg`, alt: `Logo ${i}` }));
    render(<LogoCarousel logos={logos} />);
    expect(screen.getByRole("region", { name: "Logo carousel" })).toHaveAttribute("aria-roledescription", "carousel");
    for (const logo of logos) expect(screen.getAllByAltText(logo.alt).length).toBeGreaterThan(0);
  });

  const articles = Array.from({ length: 5 }, (_, i) => ({
    path: `/blog/a-${i}/`,
    title: `Article ${i}`,
    date: "March 1, 2025",
    publishedDate: "2025-03-01",
    author: "Borderless Consulting",
    excerpt: "Excerpt…",
    image: fakeImage,
    imageAlt: "",
  }));

  it("is a static first view in the server HTML: every slide, no react-slick, 3 / 2 / 1 per view by CSS", () => {
    const html = renderToString(<LatestArticles articles={articles} />);
    expect(html).toContain("data-carousel-static");
    expect(html).not.toContain("slick-");
    for (const a of articles) expect(html).toContain(`href="${a.path}"`);
    render(<LatestArticles articles={articles} />);
    const slide = document.querySelector("[data-carousel-static]")?.firstElementChild;
    expect(slide).toHaveStyleRule("flex", "0 0 calc(100% / 3)");
    expect(slide).toHaveStyleRule("flex-basis", "calc(100% / 2)", { media: "(max-width: 1099px)" });
    expect(slide).toHaveStyleRule("flex-basis", "calc(100% / 1)", { media: "(max-width: 767px)" });
  });

  describe("once wanted", () => {
    // Loading react-slick and rendering it is CPU work; on Jest's clock waitFor waits in steps
    // of that clock, so a busy machine cannot run out its time limit meanwhile.
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("loads react-slick, with named arrows, once the carousel nears the viewport", async () => {
      render(<LatestArticles articles={articles} />);
      // The static first view has its own arrows (they scroll it), until react-slick replaces it.
      expect(document.querySelector("[data-carousel-static]")).not.toBeNull();
      scrollIntoNearView(screen.getByRole("region", { name: "Article carousel" }));
      await waitFor(() => expect(document.querySelector("[data-carousel-static]")).toBeNull());
      expect(screen.getByRole("button", { name: "Previous articles" })).toBeEnabled();
      expect(screen.getByRole("button", { name: "Next articles" })).toBeEnabled();
    });

    it("loads react-slick when focus moves into the carousel", async () => {
      render(<LatestArticles articles={articles} />);
      const region = screen.getByRole("region", { name: "Article carousel" });
      fireEvent.focusIn(within(region).getAllByRole("link")[0]);
      await waitFor(() => expect(document.querySelector("[data-carousel-static]")).toBeNull());
      expect(screen.getByRole("button", { name: "Next articles" })).toBeInTheDocument();
    });
  });
});
