import fs from "fs";
import os from "os";
import path from "path";

const made: string[] = [];

// Importing this registers one afterAll in the test file, so every folder tempDir made is
// removed when the file's tests end, passed or failed: a run leaves nothing in os.tmpdir().
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A new empty folder in os.tmpdir() whose name starts with `prefix`, removed after the test file. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}
