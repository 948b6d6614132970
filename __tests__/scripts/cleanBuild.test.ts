/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { UNFINISHED, build } from "../../scripts/cleanBuild.mjs";

// A stand-in for Gatsby: it notes each command it is given and exits with the status in a file.
let root: string;
let fake: string;
const calls = () => fs.readFileSync(path.join(root, "calls.txt"), "utf8").trim().split("\n");
const exitWith = (status: number) => fs.writeFileSync(path.join(root, "status"), String(status));
const unfinished = () => fs.existsSync(path.join(root, UNFINISHED));
const messages: string[] = [];
const run = () => build({ root, command: fake, log: (message) => messages.push(message) });

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "build-"));
  fake = path.join(root, "gatsby");
  fs.writeFileSync(fake, `#!/bin/sh\necho "$@" >> "${root}/calls.txt"\nexit "$(cat "${root}/status")"\n`, {
    mode: 0o755,
  });
  messages.length = 0;
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("npm run build", () => {
  it("builds on the cache as it is after a build that finished", () => {
    exitWith(0);
    expect([run(), run()]).toEqual([0, 0]);
    expect(calls()).toEqual(["build", "build"]);
    expect(unfinished()).toBe(false);
    expect(messages).toEqual([]);
  });

  it("cleans Gatsby's cache first after a build that did not finish, and says why", () => {
    exitWith(1);
    expect(run()).toBe(1);
    expect(unfinished()).toBe(true);
    exitWith(0);
    expect(run()).toBe(0);
    expect(calls()).toEqual(["build", "clean", "build"]);
    expect(unfinished()).toBe(false);
    expect(messages.join("\n")).toMatch(/did not finish.*cleaning it first \(gatsby clean\)/);
    // Once one has finished, the next builds on its cache again.
    expect(run()).toBe(0);
    expect(calls().slice(-1)).toEqual(["build"]);
  });

  it("keeps cleaning first until a build finishes", () => {
    exitWith(1);
    run();
    run();
    expect(calls()).toEqual(["build", "clean"]);
    // The clean itself failed (status 1): no build on a cache it could not clean.
    exitWith(0);
    run();
    expect(calls()).toEqual(["build", "clean", "clean", "build"]);
  });
});
