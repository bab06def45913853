// A page that no menu or footer names, as most pages of a large site are: /about-team (a copy of /about), linked from
// the home page's second call to action only, and its German translation, published when asked.
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Adds the page, its route and the home page's link to it in a copy of the real site (tempProject("real")). */
export function addLinkedPage(root: string) {
  cpSync(join(root, "pages/about.yaml"), join(root, "pages/about-team.yaml"));
  const site = join(root, "site.yaml");
  writeFileSync(site, readFileSync(site, "utf8").replace("  - { path: /about, page: about }\n", (line) => `${line}  - { path: /about-team, page: about-team }\n`));
  const home = join(root, "pages/home.yaml");
  // The German home takes the link from the English file, as every translation does.
  writeFileSync(home, readFileSync(home, "utf8").replace("      - label: Start With a Free Consultation\n        href: /contact\n", "      - label: Start With a Free Consultation\n        href: /about-team\n"));
}

/** Publishes the page in German: a complete translation (the German /about's). */
export const publishLinkedPageInGerman = (root: string) => cpSync(join(root, "pages/de/about.yaml"), join(root, "pages/de/about-team.yaml"));
