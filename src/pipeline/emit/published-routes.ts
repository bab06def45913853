// Keeps published-routes.txt (in the project, for the repository) up to date after a build: every route ever published.
import { lstatSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PUBLISHED_ROUTES_FILE, publishedRoutesText } from "../redirects";

/** Adds the routes just built to the list; never writes through a link (validate has refused one already). */
export function recordPublished(root: string, routes: readonly string[]) {
  const path = join(root, PUBLISHED_ROUTES_FILE);
  let before = "";
  try {
    const stat = lstatSync(path);
    if (!stat.isFile()) return;
    before = readFileSync(path, "utf8");
  } catch {
    // No list yet: this build starts it.
  }
  const after = publishedRoutesText(before, routes);
  if (after !== before) writeFileSync(path, after);
}
