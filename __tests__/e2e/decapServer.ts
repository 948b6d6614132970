import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface DecapServer {
  /** The temporary copy of the repository's content/ it reads and writes. */
  repo: string;
  url: string;
  stop(): Promise<void>;
}

/**
 * decap-server, Decap's local backend, on a temporary copy of content/, so the CMS test
 * saves into files it can read back without touching the working tree. Resolves once the
 * server says it is listening (it logs the line after binding its port).
 */
export async function startDecapServer(port: number): Promise<DecapServer> {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-"));
  fs.cpSync(path.resolve("content"), path.join(repo, "content"), { recursive: true });
  const child: ChildProcess = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    // Its cwd is the copy, so it reads no .env of this checkout.
    cwd: repo,
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: repo },
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
