import path from "path";
import type { GatsbyNode } from "gatsby";
import { ADMIN_DIR, ADMIN_PATH } from "./admin";
import { watchAdmin } from "./bundle";
import { readSiteConfig } from "../siteConfig";

interface Reply {
  redirect(to: string): void;
  sendFile(file: string): void;
}

/** `gatsby develop` (and `npm run cms`): the CMS at /admin/, rebuilt as src/cms/ changes. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, reporter }) => {
  watchAdmin({ reporter }, readSiteConfig().title);
  const page = path.join(process.cwd(), "public", ADMIN_DIR, "index.html");
  app.get(ADMIN_PATH.slice(0, -1), (_request: unknown, reply: Reply) => reply.redirect(ADMIN_PATH));
  app.get(ADMIN_PATH, (_request: unknown, reply: Reply) => reply.sendFile(page));
};
