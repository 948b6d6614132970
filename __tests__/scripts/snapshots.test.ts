/**
 * @jest-environment node
 */
/**
 * Snapshots stay few, small and about structure. A snapshot holding a component's CSS is
 * rewritten by any change of a design token, and such diffs get approved unread: assert what
 * a visitor gets instead (docs/development.md, "Tests").
 */
import fs from "fs";
import path from "path";

const MAX_SNAPSHOT_LINES = 1000;
const testsDir = path.resolve(__dirname, "..");

function snapshotFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return snapshotFiles(full);
    return entry.name.endsWith(".snap") ? [full] : [];
  });
}

it(`keeps styles out of snapshots and all snapshots together under ${MAX_SNAPSHOT_LINES} lines`, () => {
  const files = snapshotFiles(testsDir).map((file) => ({
    file: path.relative(testsDir, file),
    text: fs.readFileSync(file, "utf8"),
  }));
  // Emotion's class names (css-1x2y3z4) or its serializer's rules (.emotion-0 { ... }).
  const styled = files.filter(({ text }) => /\bcss-[a-z0-9]+\b|\.emotion-\d+\s*\{/.test(text)).map((f) => f.file);
  expect(styled).toEqual([]);
  const lines = files.reduce((sum, { text }) => sum + text.split("\n").length, 0);
  expect(lines).toBeLessThanOrEqual(MAX_SNAPSHOT_LINES);
});
