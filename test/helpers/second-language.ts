// A copy of the real site with German (its own set aside) and some pages "translated" as a translator fills in the skeletons
// (npm run translate): "Đ" before each English text (a letter the cards can draw), one character so that short fields still fit.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { copyOfProject, removeProject, tempProject } from "./project";

const ROOT = process.cwd();

export const fillSkeleton = (text: string) =>
  text.replace(/^(\s*(?:- )?[\w-]+:|\s*-) # (.*)$/gm, (_all, head: string, english: string) => `${head} ${JSON.stringify(`Đ${english}`)}`);

/** The German copy made once per list of pages in a process; each test gets a copy of it (npm run translate runs once). */
const made = new Map<string, string>();
process.on("exit", () => made.forEach(removeProject));

export function germanProject(pages: string[]): string {
  const key = pages.join(" ");
  if (!made.has(key)) made.set(key, makeGermanProject(pages));
  return copyOfProject(made.get(key)!);
}

function makeGermanProject(pages: string[]): string {
  const root = tempProject("real", { code: true });
  const site = join(root, "site.yaml");
  // English and German only: the site's other languages (and their files) are left out of the copy.
  const text = readFileSync(site, "utf8").replace(/^    - \{ code: (?!en,)[a-z]{2},.*\n/gm, "");
  writeFileSync(site, text.replace("    - { code: en, name: English, locale: en-US }\n", "    - { code: en, name: English, locale: en-US }\n    - { code: de, name: Deutsch, locale: de-DE }\n"));
  for (const entry of readdirSync(join(root, "pages"))) if (/^[a-z]{2}$/.test(entry)) rmSync(join(root, "pages", entry), { recursive: true, force: true });
  for (const entry of readdirSync(join(root, "public/locales"))) if (entry !== "en.json") rmSync(join(root, "public/locales", entry));
  // The site's own German (if any) is set aside: these pages are "translated" from scratch, as a test can predict.
  rmSync(join(root, "pages/de"), { recursive: true, force: true });
  execFileSync(process.execPath, ["--import", "tsx", join(ROOT, "scripts/translate.ts"), "de", ...pages], { cwd: root, stdio: "pipe" });
  for (const name of ["_site", ...pages]) {
    const file = join(root, `pages/de/${name}.yaml`);
    writeFileSync(file, fillSkeleton(readFileSync(file, "utf8")));
  }
  const english = JSON.parse(readFileSync(join(root, "public/locales/en.json"), "utf8")) as Record<string, unknown>;
  const prefixed = (value: unknown): unknown => (typeof value === "string" ? `Đ${value}` : Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, prefixed(v)])));
  writeFileSync(join(root, "public/locales/de.json"), JSON.stringify(prefixed(english), null, 2));
  return root;
}
