// One rule for every image path (people's photos, the logo, a page's social image): a file inside public/.
import { statSync } from "node:fs";
import { join } from "node:path";

const HINT = "put the file in public/images/ and write its path from the site root, e.g. /images/photo.jpg";

/** What is wrong with an image path, or undefined when it names a file in public/. */
export function imageProblem(src: string, root: string): { message: string; hint: string } | undefined {
  if (!src.startsWith("/")) {
    const fixed = "/" + src.replace(/^(\.\/|public\/)+/, "");
    return { message: `image path ${src} does not start with /`, hint: `write it from the site root (the public/ folder): ${fixed}` };
  }
  // Browsers read //host (and /\host) as another site, so the page would load the picture from there.
  if (/^\/[/\\]/.test(src)) {
    return { message: `image path ${src} starts with two slashes, which browsers read as another site`, hint: HINT };
  }
  // Walk the parts as a browser and the file system would: a .. above the site root leaves public/.
  let depth = 0;
  for (const part of src.split(/[/\\]/)) {
    if (part === "..") depth -= 1;
    else if (part !== "" && part !== ".") depth += 1;
    if (depth < 0) return { message: `image path ${src} leads outside public/`, hint: `remove the ../ parts; ${HINT}` };
  }
  const found = statOf(join(root, "public", src));
  if (!found) return { message: `image ${src} does not exist in public/`, hint: HINT };
  if (!found.isFile()) return { message: `image ${src} is a folder, not a file`, hint: HINT };
  return undefined;
}

function statOf(path: string) {
  try {
    return statSync(path);
  } catch {
    return undefined; // missing, or a name the file system cannot hold
  }
}
