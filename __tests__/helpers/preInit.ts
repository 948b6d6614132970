import { onPreInit } from "../../src/node/preInit";

/**
 * Runs the build's onPreInit as in a checkout at `root` (a copy of the site with some files
 * changed), outside Netlify's production context, and returns the reporter it told.
 */
export async function preInitIn(root: string) {
  const reporter = { panic: jest.fn(), warn: jest.fn(), info: jest.fn() };
  const cwd = jest.spyOn(process, "cwd").mockReturnValue(root);
  const context = process.env.CONTEXT;
  delete process.env.CONTEXT;
  try {
    await (onPreInit as (args: unknown) => Promise<void>)({ reporter });
  } finally {
    cwd.mockRestore();
    if (context !== undefined) process.env.CONTEXT = context;
  }
  return reporter;
}
