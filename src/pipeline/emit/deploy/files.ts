// The server configurations the build writes beside the site, in dist/_deploy/ (never served: see src/server/paths.ts).
import { DEPLOY_DIR } from "../../../server/paths";
import type { RedirectRule } from "../../../server/redirects";
import type { HostRule } from "../host-files";
import { caddyfile } from "./caddy";
import { nginxConf } from "./nginx";

/** `languages`: the codes whose pages have their own not-found page under their prefix (/de/404.html). */
export const deployFiles = (rules: readonly HostRule[], redirects: readonly RedirectRule[] = [], languages: readonly string[] = []): Map<string, string> =>
  new Map([
    [`${DEPLOY_DIR}/nginx.conf`, nginxConf(rules, redirects, languages)],
    [`${DEPLOY_DIR}/Caddyfile`, caddyfile(rules, redirects, languages)],
  ]);
