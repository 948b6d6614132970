// Types of scripts/leak-trap.mjs, for the Jest test that imports it.

import type { Server } from "node:http";

/** The proxy Chromium sends every request not bound for loopback to during `npm run bench`. */
export interface LeakTrap {
  /** Where each refused request was going (`https://host:443` for a tunnel, the URL otherwise). */
  seen: string[];
  server: Server;
  port: number;
  close(): Promise<void>;
}

export function startLeakTrap(): Promise<LeakTrap>;
