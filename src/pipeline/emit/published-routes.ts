// Keeps published-routes.txt (in the project, for the repository) up to date after a build: every route ever published.
import { projectFileExists, readProjectText, writeProjectFile } from "../files/project-files";
import { PUBLISHED_ROUTES_FILE, publishedRoutesText } from "../redirects";

/** Adds the routes just built to the list, through the file layer (never through a link; atomic). */
export function recordPublished(root: string, routes: readonly string[]) {
  const before = projectFileExists(root, PUBLISHED_ROUTES_FILE) ? readProjectText(root, PUBLISHED_ROUTES_FILE) : "";
  const after = publishedRoutesText(before, routes);
  if (after !== before) writeProjectFile(root, PUBLISHED_ROUTES_FILE, after);
}
