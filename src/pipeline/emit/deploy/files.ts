// The server configurations the build writes beside the site, in dist/_deploy/ (never served: see src/server/paths.ts).
import { DEPLOY_DIR } from "../../../server/paths";
import type { HostRule } from "../host-files";
import { caddyfile } from "./caddy";
import { nginxConf } from "./nginx";

export const deployFiles = (rules: readonly HostRule[]): Map<string, string> =>
  new Map([
    [`${DEPLOY_DIR}/nginx.conf`, nginxConf(rules)],
    [`${DEPLOY_DIR}/Caddyfile`, caddyfile(rules)],
  ]);
