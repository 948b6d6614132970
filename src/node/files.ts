import { createHash } from "crypto";
import fs from "fs";
import path from "path";

/** Where the build writes the site: `public/` in the project Gatsby runs in. */
export const publicDir = (): string => path.join(process.cwd(), "public");

/**
 * A file's SHA-256 in hex: two files with one digest hold the same bytes. An SVG is text, read
 * with its line ends as \n, so a checkout that writes \r\n gives the same digest.
 */
export function fileDigest(file: string): string {
  const bytes = fs.readFileSync(file);
  const content = /\.svg$/i.test(file) ? Buffer.from(bytes.toString("utf8").replace(/\r\n/g, "\n")) : bytes;
  return createHash("sha256").update(content).digest("hex");
}

/** Every file under `dir`, as paths relative to it. */
export function listFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, base);
    return entry.isFile() ? [path.relative(base, full)] : [];
  });
}

/** Every file under `folder` (none if it is gone) whose name `name` matches, as full paths, in a stable order. */
export function filesUnder(folder: string, name: RegExp): string[] {
  if (!fs.existsSync(folder)) return [];
  return listFiles(folder)
    .filter((file) => name.test(path.basename(file)))
    .sort((a, b) => a.localeCompare(b))
    .map((file) => path.join(folder, file));
}

/** The part of Gatsby's cache API (`cache` in a node API's arguments) an output step keeps its record in. */
export interface OutputRecord {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

/**
 * Removes from public/ the files a step wrote on an earlier build and does not write now (the
 * ebook at an address since changed), and records what it writes now. Netlify builds on the
 * previous build's public/ (gatsby-adapter-netlify restores it), so without this an old file
 * would stay online at its old address and still answer links to it, as no clean build would.
 * Returns the paths removed, relative to `dir`.
 */
export async function removeEarlierOutputs(
  record: OutputRecord,
  key: string,
  outputs: readonly string[],
  dir = publicDir(),
): Promise<string[]> {
  const earlier = await record.get(key);
  const removed: string[] = [];
  for (const file of Array.isArray(earlier) ? earlier : []) {
    if (typeof file !== "string" || outputs.includes(file)) continue;
    const full = path.join(dir, file);
    if (!full.startsWith(`${dir}${path.sep}`) || !fs.existsSync(full)) continue;
    fs.rmSync(full);
    removed.push(file);
  }
  await record.set(key, [...outputs]);
  return removed;
}
