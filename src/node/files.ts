import fs from "fs";
import path from "path";

/** Where the build writes the site: `public/` in the project Gatsby runs in. */
export const publicDir = (): string => path.join(process.cwd(), "public");

/** Every file under `dir`, as paths relative to it. */
export function listFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, base);
    return entry.isFile() ? [path.relative(base, full)] : [];
  });
}
