// `npm run catalogue`: writes docs/sections.md from the section schemas, and a screenshot of each type's example
// (docs/images/section-<type>.png), taken in Chromium from a page built with every example on it.
import { join } from "node:path";
import sharp from "sharp";
import { parseDocument } from "yaml";
import { run } from "../src/pipeline/build";
import { makeProjectDir, readProjectText, UnsafePathError, writeProjectFile } from "../src/pipeline/files/project-files";
import { sectionDefs } from "../src/sections";
import { startServer } from "../src/server/static-server";
import { launchBrowser } from "./bench/chromium";
import { copyProject } from "./bench/project-copy";
import { ROOT } from "./bench/run";
import { CATALOGUE, catalogueMarkdown, screenshotFile } from "./catalogue/markdown";

// A copy of the site with one more page: every example, each with an anchor to photograph it by.
let project: ReturnType<typeof copyProject>;
try {
  project = copyProject("catalogue");
} catch (error) {
  if (!(error instanceof UnsafePathError)) throw error;
  process.stderr.write(`catalogue: ${error.message}; nothing was written\n`);
  process.exit(1);
}
makeProjectDir(ROOT, "docs");
writeProjectFile(ROOT, CATALOGUE, catalogueMarkdown());
console.log(`wrote ${CATALOGUE}`);
try {
  const page = {
    meta: { title: "Section catalogue | {brand}", description: "Every section type with its example data." },
    sections: sectionDefs.map((def) => ({ ...def.example, id: `catalogue-${def.type}` })),
  };
  writeProjectFile(project.dir, "pages/catalogue.yaml", `# yaml-language-server: $schema=../schema/page.json\n${JSON.stringify(page, null, 1)}\n`, { expect: "absent" });
  const site = parseDocument(readProjectText(project.dir, "site.yaml"));
  site.addIn(["routes"], site.createNode({ path: "/catalogue", page: "catalogue" }, { flow: true }));
  writeProjectFile(project.dir, "site.yaml", site.toString());
  const dist = join(project.dir, "dist");
  const lines: string[] = [];
  const { code } = await run({ root: project.dir, outDir: dist, validateOnly: false, production: false, strict: false }, (line) => lines.push(line));
  if (code !== 0) throw new Error(`the catalogue page does not build:\n${lines.join("\n")}`);
  const { server, url } = await startServer(dist, 0);
  const browser = await launchBrowser();
  try {
    const tab = await browser.newPage({ viewport: { width: 1100, height: 900 }, reducedMotion: "reduce" });
    await tab.goto(`${url}/catalogue`, { waitUntil: "networkidle" });
    makeProjectDir(ROOT, "docs/images");
    for (const def of sectionDefs) {
      const shot = await tab.locator(`#catalogue-${def.type}`).screenshot({ animations: "disabled" });
      // A palette PNG: a tenth of the bytes for flat web colours, and as sharp to read.
      writeProjectFile(ROOT, screenshotFile(def.type), await sharp(shot).png({ palette: true, compressionLevel: 9 }).toBuffer());
      console.log(`wrote ${screenshotFile(def.type)}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
} finally {
  project.remove();
}
