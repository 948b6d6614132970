/** @jest-environment node */
import fs from "fs";
import path from "path";
import { askForBackupOnceLoaded } from "../../src/node/cms/decapBackup";

const APP = path.dirname(require.resolve("decap-cms-app/package.json"));
const BUNDLE = fs.readFileSync(path.join(APP, "dist/decap-cms-app.js"), "utf8");
const { version } = JSON.parse(fs.readFileSync(path.join(APP, "package.json"), "utf8")) as { version: string };

describe("Decap's question about a local backup, asked once the entry is in the editor", () => {
  it("rewrites the one place the installed Decap asks it, and nothing else", () => {
    const fixed = askForBackupOnceLoaded(BUNDLE, version);
    expect(fixed).not.toBe(BUNDLE);
    expect(fixed.split("this.backupAsked=!0,window.confirm(").length - 1).toBe(1);
    expect(fixed.length - BUNDLE.length).toBeLessThan(300);
  });

  it("stops the build, naming the version and the fix, when a Decap no longer has that code", () => {
    const changed = BUNDLE.replace(
      "componentDidUpdate(e){if(!e.localBackup&&",
      "componentDidUpdate(t){if(!t.localBackup&&",
    );
    expect(() => askForBackupOnceLoaded(changed, "3.7.0")).toThrow(
      "decap-cms-app 3.7.0: the code that asks about a local backup was found 0 times, not once, so the CMS's fix of its lost backups (src/node/cms/decapBackup.ts) cannot be made",
    );
  });
});
