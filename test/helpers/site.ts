// Builds the real site once per test run (into .cache/test-dist) and hands the directory to every test that reads it.
import { existsSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { join, resolve } from "node:path";
import { cachePath } from "../../src/pipeline/cache";
import { run } from "../../src/pipeline/build";

export const ROOT = resolve(import.meta.dirname, "../..");
export const TEST_DIST = cachePath(ROOT, "test-dist");

let built: Promise<string> | undefined;

/** The built site. `npm test` builds it before the suites start; a single file run builds it here. */
export function builtSite(): Promise<string> {
  built ??= (async () => {
    if (process.env.TEST_DIST_READY === "1" && existsSync(join(TEST_DIST, "index.html"))) return TEST_DIST;
    const lines: string[] = [];
    const { code } = await run({ root: ROOT, outDir: TEST_DIST, validateOnly: false, production: false, strict: false }, (line) => lines.push(line));
    if (code !== 0) throw new Error(`the site does not build:\n${lines.join("\n")}`);
    return TEST_DIST;
  })();
  return built;
}

export const readBuilt = (dist: string, file: string) => readFileSync(join(dist, file), "utf8");

/** Route path → built HTML file: the build's own rule. */
export { routeFile as htmlFileFor } from "../../src/pipeline/emit/site-files";

/** site.yaml's countries: list as the editor wrote it (name, page path, ISO code). */
export function siteCountries(): { name: string; path: string; code?: string }[] {
  const site = parse(readFileSync(join(ROOT, "site.yaml"), "utf8")) as { countries?: { name: string; path: string; code?: string }[] };
  return site.countries ?? [];
}
