/** @jest-environment node */
import { pagesReport } from "../../src/node/links/checkPages";

describe("the message when built pages have problems", () => {
  it("lists broken links and text shown as written together, so one round of fixes sees them all", () => {
    const report = pagesReport(
      ['/contacts/ ("Contact") on /: no page or file of the site has that address; it is written in content/ui.yaml'],
      ['"{callMinutes}-minute call" on /: a placeholder shown as written (...); it is in content/process.yaml'],
    );
    expect(report?.split("\n")).toEqual([
      "The built pages have problems (each line names the pages and, where it can, the content file to fix):",
      "Links that lead nowhere:",
      '  /contacts/ ("Contact") on /: no page or file of the site has that address; it is written in content/ui.yaml',
      "Text shown as you did not mean it:",
      '  "{callMinutes}-minute call" on /: a placeholder shown as written (...); it is in content/process.yaml',
    ]);
  });

  it("names only the kinds of problem found", () => {
    expect(pagesReport([], ["/about/: the search description is 171 characters ..."])).toBe(
      "The built pages have problems (each line names the pages and, where it can, the content file to fix):\n" +
        "Text shown as you did not mean it:\n" +
        "  /about/: the search description is 171 characters ...",
    );
  });

  it("is nothing when every page is right", () => {
    expect(pagesReport([], [])).toBeNull();
  });
});
