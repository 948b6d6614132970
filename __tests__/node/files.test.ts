/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { filesUnder, removeEarlierOutputs, type OutputRecord } from "../../src/node/files";

/** Gatsby's cache as the build hands it to a step, kept in memory between two "builds". */
function memoryCache(): OutputRecord & { values: Map<string, unknown> } {
  const values = new Map<string, unknown>();
  return {
    values,
    get: async (key) => values.get(key),
    set: async (key, value) => values.set(key, value),
  };
}

let dir: string;
const write = (file: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), "pdf");
};
const exists = (file: string) => fs.existsSync(path.join(dir, file));

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "outputs-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("a step's files from an earlier build, on a warm public/", () => {
  it("removes the file at an address the step no longer writes, and keeps the one it writes now", async () => {
    const cache = memoryCache();
    write("downloads/Old-Title.pdf");
    await removeEarlierOutputs(cache, "ebook", ["downloads/Old-Title.pdf"], dir);
    write("downloads/New-Title.pdf");
    const removed = await removeEarlierOutputs(cache, "ebook", ["downloads/New-Title.pdf"], dir);
    expect(removed).toEqual(["downloads/Old-Title.pdf"]);
    expect([exists("downloads/Old-Title.pdf"), exists("downloads/New-Title.pdf")]).toEqual([false, true]);
    expect(cache.values.get("ebook")).toEqual(["downloads/New-Title.pdf"]);
  });

  it("removes nothing on the first build it records, nor when the address stays", async () => {
    const cache = memoryCache();
    write("downloads/Guide.pdf");
    expect(await removeEarlierOutputs(cache, "ebook", ["downloads/Guide.pdf"], dir)).toEqual([]);
    expect(await removeEarlierOutputs(cache, "ebook", ["downloads/Guide.pdf"], dir)).toEqual([]);
    expect(exists("downloads/Guide.pdf")).toBe(true);
  });

  it("removes the earlier file when the step writes nothing now (the download moved to another site)", async () => {
    const cache = memoryCache();
    write("downloads/Guide.pdf");
    await removeEarlierOutputs(cache, "ebook", ["downloads/Guide.pdf"], dir);
    expect(await removeEarlierOutputs(cache, "ebook", [], dir)).toEqual(["downloads/Guide.pdf"]);
    expect(exists("downloads/Guide.pdf")).toBe(false);
  });

  it("never removes anything outside public/, whatever the record says", async () => {
    const cache = memoryCache();
    const outside = path.join(path.dirname(dir), `${path.basename(dir)}-outside.txt`);
    fs.writeFileSync(outside, "keep");
    await cache.set("ebook", [path.relative(dir, outside), "", 42]);
    expect(await removeEarlierOutputs(cache, "ebook", [], dir)).toEqual([]);
    expect(fs.existsSync(outside)).toBe(true);
    fs.rmSync(outside);
  });
});

describe("the files under a folder", () => {
  it("are every file whose name matches, however deep, in one order whatever the disk's, and none for a folder that is gone", () => {
    for (const file of ["b.yaml", "articles/z/index.md", "articles/a/index.md", "articles/a/cover.jpg", "a.yml"]) {
      write(file);
    }
    expect(filesUnder(dir, /\.(ya?ml|md)$/).map((file) => path.relative(dir, file).split(path.sep).join("/"))).toEqual([
      "a.yml",
      "articles/a/index.md",
      "articles/z/index.md",
      "b.yaml",
    ]);
    expect(filesUnder(path.join(dir, "gone"), /\.md$/)).toEqual([]);
  });
});
