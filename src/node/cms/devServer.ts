import path from "path";
import type { GatsbyNode } from "gatsby";
import { ADMIN_DIR, ADMIN_PATH } from "./admin";
import { watchAdmin } from "./bundle";
import { readSiteConfig } from "../siteConfig";
import { publicDir } from "../files";

interface Request {
  path: string;
}
interface Reply {
  redirect(to: string): void;
  sendFile(file: string): void;
}

/** `gatsby develop` (and `npm run cms`): the CMS at /admin/, rebuilt as src/cms/ changes. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, reporter, getNodesByType }) => {
  watchAdmin({ reporter, getNodesByType }, readSiteConfig().title);
  const page = path.join(publicDir(), ADMIN_DIR, "index.html");
  // Express matches /admin and /admin/ alike; the page needs the slash (it loads config.yml beside it).
  app.get(ADMIN_PATH, (request: Request, reply: Reply) =>
    request.path === ADMIN_PATH ? reply.sendFile(page) : reply.redirect(ADMIN_PATH),
  );
};
