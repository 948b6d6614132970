/**
 * @jest-environment node
 */
import { parseBuilds, planRoutes, ratio } from "../../scripts/bench-routes.mjs";

const ARTICLE = "/blog/tax-residency-guide-183-day-rule/";

describe("parseBuilds", () => {
  it("names each build, by its folder when no name is given", () => {
    expect(parseBuilds("starter=/work/starter/public,public")).toEqual([
      { name: "starter", folder: "/work/starter/public" },
      { name: "public", folder: "public" },
    ]);
  });

  it("refuses two builds of one name and an empty name", () => {
    expect(() => parseBuilds("a=public,a=../other/public")).toThrow("two builds are named a");
    expect(() => parseBuilds("=public")).toThrow('"=public" is not name=folder or folder');
  });
});

describe("planRoutes", () => {
  const builds = ["starter", "site"];

  it("measures / on every build when nothing is asked", () => {
    expect(planRoutes([], builds)).toEqual([{ route: "/", paths: { starter: "/", site: "/" } }]);
  });

  it("measures each --only route at the same path on every build", () => {
    expect(planRoutes(["--only=/", "--only=/404.html"], builds)).toEqual([
      { route: "/", paths: { starter: "/", site: "/" } },
      { route: "/404.html", paths: { starter: "/404.html", site: "/404.html" } },
    ]);
  });

  it("fetches a --route's path from the build it names, in the order the routes were given", () => {
    const plan = planRoutes(["--only=/", `--route=${ARTICLE}=starter:/hello-world/`, "--only=/404.html"], builds);
    expect(plan).toEqual([
      { route: "/", paths: { starter: "/", site: "/" } },
      { route: "/404.html", paths: { starter: "/404.html", site: "/404.html" } },
      { route: ARTICLE, paths: { starter: "/hello-world/", site: ARTICLE } },
    ]);
  });

  it("keeps an --only route where it was listed when a --route maps it", () => {
    const plan = planRoutes([`--only=${ARTICLE}`, "--only=/", `--route=${ARTICLE}=starter:/hello-world/`], builds);
    expect(plan.map((p) => p.route)).toEqual([ARTICLE, "/"]);
    expect(plan[0].paths).toEqual({ starter: "/hello-world/", site: ARTICLE });
  });

  it("maps several builds in one --route", () => {
    const plan = planRoutes(["--route=/a/=starter:/b/,site:/c/"], builds);
    expect(plan).toEqual([{ route: "/a/", paths: { starter: "/b/", site: "/c/" } }]);
  });

  it("says what is wrong with a --route it cannot read", () => {
    expect(() => planRoutes(["--route=/a/"], builds)).toThrow("expected --route=ROUTE=BUILD:PATH");
    expect(() => planRoutes(["--route=/a/=other:/b/"], builds)).toThrow(
      'no build named "other" (builds: starter, site)',
    );
    expect(() => planRoutes(["--route=/a/=starter"], builds)).toThrow('"starter" should be BUILD:/path/');
    expect(() => planRoutes(["--route=/a/=starter:/b/,starter:/c/"], builds)).toThrow("starter is given twice");
    expect(() => planRoutes(["--route=a/=starter:/b/"], builds)).toThrow('"a/" is not a route');
  });
});

describe("ratio", () => {
  it("divides a build's median by the first build's", () => {
    expect(ratio(40, 160)).toBe(0.25);
  });

  it("has no ratio to a zero or a missing median", () => {
    expect(ratio(40, 0)).toBeNull();
    expect(ratio(null, 160)).toBeNull();
    expect(ratio(40, undefined)).toBeNull();
  });
});
