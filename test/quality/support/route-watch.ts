// The security and privacy gates' watch over a walk of every route: what each page load reported (CSP violations,
// console and page errors) and what it left behind (requests to other hosts, refused, cookies, stored values), per route.
import type { Watched } from "../../helpers/browser";
import { refuseForeignRequests, storedState } from "./privacy";
import { watchSecurity, type SecurityLog } from "./security-watch";

export interface RouteWatch {
  security: SecurityLog;
  /** "path: what" lines for the privacy gate. */
  privacy: string[];
  /** Called once a route is done with (before the next navigation): its requests settle and are charged to it. */
  settle: (path: string) => Promise<void>;
}

/** Call before the page's first navigation. `ownHost` is the site's host: a request anywhere else is recorded and aborted. */
export async function watchRoutes(watched: Watched, ownHost: string): Promise<RouteWatch> {
  const { context, page } = watched;
  const security = await watchSecurity(context, page);
  const foreign = await refuseForeignRequests(context, page, ownHost);
  const privacy: string[] = [];
  let seen = 0;
  const settle = async (path: string) => {
    // A request made late (a prefetch when the browser is idle) still belongs to this route.
    await page.waitForLoadState("networkidle");
    if (!watched.requests.slice(seen).some((url) => new URL(url).hostname === ownHost)) privacy.push(`${path}: no request recorded at all`);
    seen = watched.requests.length;
    for (const url of foreign.splice(0)) privacy.push(`${path}: request to ${url}`);
    for (const item of await storedState(context, page)) privacy.push(`${path}: ${item}`);
    // Each route starts clean, so whatever one stores is reported against that route alone.
    await context.clearCookies();
    await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
  };
  return { security, privacy, settle };
}
