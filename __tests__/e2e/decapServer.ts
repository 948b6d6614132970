import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface DecapServer {
  /** The temporary copy of the repository's content/ and static/ it reads and writes. */
  repo: string;
  url: string;
  stop(): Promise<void>;
}

const GIT_USER = {
  GIT_AUTHOR_NAME: "CMS test",
  GIT_AUTHOR_EMAIL: "cms-test@example.invalid",
  GIT_COMMITTER_NAME: "CMS test",
  GIT_COMMITTER_EMAIL: "cms-test@example.invalid",
};

/** Runs git in the copy, as the test's own user. */
export function git(repo: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd: repo, env: { ...process.env, ...GIT_USER }, encoding: "utf8" }).trim();
}

/**
 * decap-server, Decap's local backend, on a temporary copy of content/, so the CMS test
 * saves into files it can read back without touching the working tree. `mode: "fs"` writes
 * the files; `mode: "git"` makes the copy a git repository on `branch` and works as the
 * GitHub backend does: a draft is a branch, publishing merges it. Resolves once the server
 * says it is listening (it logs the line after binding its port).
 */
export async function startDecapServer(
  port: number,
  { mode = "fs", branch = "main" }: { mode?: "fs" | "git"; branch?: string } = {},
): Promise<DecapServer> {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-"));
  // content/ and static/ (where Site settings uploads the logo), as the CMS writes them.
  for (const folder of ["content", "static"]) {
    fs.cpSync(path.resolve(folder), path.join(repo, folder), { recursive: true });
  }
  if (mode === "git") {
    git(repo, "init", "--quiet", "--initial-branch", branch);
    git(repo, "add", "--all");
    git(repo, "commit", "--quiet", "--message", "Content as in the working tree");
  }
  const child: ChildProcess = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    // Its cwd is the copy, so it reads no .env of this checkout.
    cwd: repo,
    env: {
      ...process.env,
      ...GIT_USER,
      PORT: String(port),
      BIND_HOST: "127.0.0.1",
      MODE: mode,
      GIT_REPO_DIRECTORY: repo,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on/.test(output)) resolve();
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => reject(new Error(`decap-server stopped (${code}) before listening:\n${output}`)));
  });
  return {
    repo,
    url: `http://127.0.0.1:${port}/api/v1`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill();
        await exited;
      }
      fs.rmSync(repo, { recursive: true, force: true });
    },
  };
}
