// The build after a clean check: bundle, prerender every route and the 404 page, write the host files, swap dist/.
import { join } from "node:path";
import { NO_SCRIPT_CSS } from "../document";
import { bundleClient, type Bundle } from "./bundle";
import type { Output } from "./output";
import { renderRoute } from "./render";
import { contentSecurityPolicy, headersFile, robots, sitemap } from "./static-files";
import { Staging } from "./write";

export const routeFile = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

export interface BuildResult {
  files: number;
  bundle: Bundle;
}

export async function writeSite(root: string, outDir: string, output: Output): Promise<BuildResult> {
  const staging = new Staging(outDir);
  try {
    staging.copyDir(join(root, "public"));
    const bundle = await bundleClient(root, staging.dir);
    const scripts = [bundle.entry];
    const styles = new Set<string>([NO_SCRIPT_CSS]);
    let files = 0;
    for (const page of output.pages) {
      const rendered = renderStage(`rendering ${page.path}`, () => renderRoute(output.site, page, page.path, scripts));
      rendered.styles.forEach((style) => styles.add(style));
      staging.write(routeFile(page.path), rendered.html);
      files++;
    }
    const notFound = renderStage("rendering 404.html", () => renderRoute(output.site, null, "/404", scripts));
    notFound.styles.forEach((style) => styles.add(style));
    staging.write("404.html", notFound.html);
    for (const [url, json] of output.dataFiles) staging.write(url.slice(1), json);
    staging.write("sitemap.xml", sitemap(output.site.baseUrl, output.pages.map((page) => page.path)));
    staging.write("robots.txt", robots(output.site.baseUrl));
    staging.write("_headers", headersFile(contentSecurityPolicy(styles)));
    staging.commit();
    return { files: files + 1, bundle };
  } catch (error) {
    staging.abandon();
    throw error;
  }
}

/** Names the route in an unexpected failure, so the report says where it happened. */
function renderStage<T>(stage: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw new Error(`${stage}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
