/** @jest-environment node */
import fs from "fs";
import path from "path";
import { keepTermsDated } from "../../src/node/pages/termsDated";

const FILE = "content/legal/terms-of-service.md";
// The Terms as they are: their section 7 promises the "last updated" date changes with them.
const source = fs.readFileSync(path.join(__dirname, "../..", FILE), "utf8");
const [, frontMatter, ...rest] = source.split(/^---$/m);
const text = rest.join("---");
const lastUpdated = /lastUpdated: "([^"]+)"/.exec(frontMatter)![1];

/** Gatsby's plugin cache, as the build gets it: kept between builds of the same checkout. */
function fakeCache() {
  const store = new Map<string, unknown>();
  return {
    get: async (key: string) => store.get(key),
    set: async (key: string, value: unknown) => void store.set(key, value),
  };
}

describe("the Terms' date, kept with their text from one build to the next", () => {
  it("promises it in the Terms themselves (section 7)", () => {
    expect(text).toMatch(/## 7\. Modifications[\s\S]*the "last updated" date above will change/);
  });

  it("stops a build whose Terms changed under the same date, naming the file, the field and what to write", async () => {
    const cache = fakeCache();
    expect(await keepTermsDated(cache, { file: FILE, text, lastUpdated }, "main")).toBeNull();
    const changed = text.replace("We may update these terms", "We may change these terms");
    expect(await keepTermsDated(cache, { file: FILE, text: changed, lastUpdated }, "main")).toBe(
      `Legal page ${FILE}: the text changed since the last build, but field "lastUpdated" still says ${lastUpdated}: section 7 of the Terms promises that the "last updated" date changes with them: write the day of this change as DD/MM/YYYY`,
    );
    // Still stopped until the date is written: the first text stays the one compared with.
    expect(await keepTermsDated(cache, { file: FILE, text: changed, lastUpdated }, "main")).not.toBeNull();
    expect(await keepTermsDated(cache, { file: FILE, text: changed, lastUpdated: "29/11/2026" }, "main")).toBeNull();
    expect(await keepTermsDated(cache, { file: FILE, text: changed, lastUpdated: "29/11/2026" }, "main")).toBeNull();
  });

  it("lets a new date through with or without a change, and ignores how the lines are wrapped", async () => {
    const cache = fakeCache();
    await keepTermsDated(cache, { file: FILE, text, lastUpdated }, "main");
    expect(await keepTermsDated(cache, { file: FILE, text: text.replace(/ /g, "\n"), lastUpdated }, "main")).toBeNull();
    expect(await keepTermsDated(cache, { file: FILE, text, lastUpdated: "29/11/2026" }, "main")).toBeNull();
  });

  it("compares each branch with its own last build, and a clean build with nothing", async () => {
    const cache = fakeCache();
    const changed = `${text}\nOne more sentence.`;
    expect(await keepTermsDated(cache, { file: FILE, text: changed, lastUpdated }, "main")).toBeNull();
    await keepTermsDated(cache, { file: FILE, text, lastUpdated }, "cms/legal/terms-of-service");
    expect(await keepTermsDated(cache, { file: FILE, text: changed, lastUpdated }, "main")).toBeNull();
  });
});
