/** @jest-environment node */
import fs from "fs";
import path from "path";
import { PassThrough } from "stream";
import { createElement, Suspense } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { removeStreamPadding, withoutStreamPadding } from "../../src/node/streamPadding/streamPadding";
import { tempDir } from "../helpers/tempDir";

/** A page as Gatsby renders it: streamed, read whole once everything is ready. */
function streamed(element: ReturnType<typeof createElement>): Promise<string> {
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (chunk: Buffer) => chunks.push(chunk));
    out.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(out),
      onError: reject,
    });
  });
}

/**
 * Pages of short texts (React buffers those; a long one it writes apart), "·" (two bytes in UTF-8)
 * among them, shifted a character at a time so that one lands on the end of React's 2,048-byte buffer.
 */
const pages = Array.from({ length: 64 }, (_, shift) =>
  createElement(
    Suspense,
    null,
    createElement("p", null, "a".repeat(shift + 1)),
    ...Array.from({ length: 60 }, (_, i) => createElement("span", { key: i }, `Hosted by Lena V. · September ${i}`)),
  ),
);

describe("the NUL characters React 18's streaming renderer leaves in a page", () => {
  it("are there with the React this site builds with: when they no longer are, the step can go", async () => {
    const outputs = await Promise.all(pages.map(streamed));
    expect(outputs.some((html) => html.includes("\0"))).toBe(true);
  });

  it("are removed, leaving the page as React renders it in one piece", async () => {
    for (const page of pages) {
      const html = await streamed(page);
      const clean = withoutStreamPadding(html, "about/index.html");
      expect(clean).not.toContain("\0");
      expect(clean).toBe(renderToString(page));
    }
  });

  it("stop the build, naming the file and line, where a NUL is not that padding", () => {
    expect(() => withoutStreamPadding("<p>one</p>\n<p>two\0 three</p>", "blog/index.html")).toThrow(
      'blog/index.html: line 2 holds 1 NUL character(s) before " three</p>", which is not the padding',
    );
    expect(() => withoutStreamPadding("<p>\0\0\0\0·</p>", "index.html")).toThrow("index.html: line 1 holds 4 NUL");
  });

  it("are removed from every built page in public/, the others left as they were", () => {
    const dir = tempDir("stream-padding-");
    fs.mkdirSync(path.join(dir, "about"));
    fs.writeFileSync(path.join(dir, "about/index.html"), "<p>Hosted by Lena V. \0· September</p>");
    fs.writeFileSync(path.join(dir, "index.html"), "<p>Home</p>");
    const before = fs.statSync(path.join(dir, "index.html")).mtimeMs;
    const reporter = { panicOnBuild: jest.fn() };
    removeStreamPadding({ reporter } as never, dir);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(fs.readFileSync(path.join(dir, "about/index.html"), "utf8")).toBe("<p>Hosted by Lena V. · September</p>");
    expect(fs.statSync(path.join(dir, "index.html")).mtimeMs).toBe(before);
  });
});
