// The server configurations the build writes beside the site, in dist/_deploy/ (never served: see src/server/paths.ts).
import { DEPLOY_DIR } from "../../../server/paths";
import type { RedirectRule } from "../../../server/redirects";
import type { HostRule } from "../host-files";
import { caddyfile } from "./caddy";
import { nginxConf } from "./nginx";

export const deployFiles = (rules: readonly HostRule[], redirects: readonly RedirectRule[] = []): Map<string, string> =>
  new Map([
    [`${DEPLOY_DIR}/nginx.conf`, nginxConf(rules, redirects)],
    [`${DEPLOY_DIR}/Caddyfile`, caddyfile(rules, redirects)],
  ]);
