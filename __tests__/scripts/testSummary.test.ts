import {
  MAX_NAMED,
  budgetLines,
  closingLines,
  failedTestLines,
  typesLine,
  type JestReport,
} from "../../scripts/test-summary.mjs";

const file = (name: string, tests: [string, string][], status = "passed") => ({
  name: `/repo/${name}`,
  status,
  assertionResults: tests.map(([fullName, testStatus]) => ({ fullName, status: testStatus })),
});

describe("the lines under a step in npm test's summary", () => {
  it("names each failed test by file and full name, and a file that did not load", () => {
    const report: JestReport = {
      testResults: [
        file("__tests__/a.test.ts", [
          ["home page shows the hero", "passed"],
          ["home page books a call", "failed"],
        ]),
        file("__tests__/b.test.ts", [], "failed"),
        file("__tests__/c.test.ts", [["c works", "passed"]]),
      ],
    };
    expect(failedTestLines(report, "/repo")).toEqual([
      "       __tests__/a.test.ts: home page books a call",
      "       __tests__/b.test.ts: did not load",
    ]);
  });

  it("names at most ten and says how many more failed", () => {
    const many = Array.from({ length: MAX_NAMED + 3 }, (_, i): [string, string] => [`test ${i + 1}`, "failed"]);
    const lines = failedTestLines({ testResults: [file("x.test.ts", many, "failed")] }, "/repo");
    expect(lines).toHaveLength(MAX_NAMED + 1);
    expect(lines[0]).toBe("       x.test.ts: test 1");
    expect(lines.at(-1)).toBe("       and 3 more");
  });

  it("says nothing when every test passed", () => {
    expect(failedTestLines({ testResults: [file("a.test.ts", [["ok", "passed"]])] }, "/repo")).toEqual([]);
  });

  it("names each budget a route missed, and a route that passed only on the median of more runs", () => {
    expect(
      budgetLines([
        { route: "/", runs: 1, misses: [] },
        { route: "/blog/", runs: 3, misses: [{ text: "CLS 0.050, budget below 0.010" }] },
        { route: "/about/", runs: 3, misses: [] },
      ]),
    ).toEqual([
      "       /blog/: CLS 0.050, budget below 0.010",
      "       /about/: within budget on the median of 3 runs (its first run missed)",
    ]);
  });
});

describe("the end of npm test's output", () => {
  it("ends with the plain line 'N passed, N failed', the skipped and todo counts on the line before", () => {
    const lines = closingLines({ passed: 1943, failed: 2, skipped: 1, todo: 0 });
    expect(lines.at(-1)).toBe("1943 passed, 2 failed");
    expect(lines.at(-1)).toMatch(/^\d+ passed, \d+ failed$/);
    expect(lines).toEqual(["1 skipped, 0 todo", "1943 passed, 2 failed"]);
  });
});

describe("the query types in git", () => {
  it("fails the run when the build rewrote src/gatsby-types.d.ts, and says to commit it", () => {
    expect(typesLine("type A = 1;\n", "type A = 1;\ntype B = 2;\n")).toEqual({
      ok: false,
      line: expect.stringMatching(/^FAIL src\/gatsby-types\.d\.ts was stale: .*commit the file as it is now$/),
    });
    expect(typesLine(null, "type A = 1;\n").ok).toBe(false);
  });

  it("passes when the build wrote the file as it was", () => {
    expect(typesLine("type A = 1;\n", "type A = 1;\n")).toEqual({ ok: true, line: expect.stringMatching(/^ok /) });
  });
});
