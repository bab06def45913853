// A throw-away copy of the project to build and validate in, so the benchmark never touches the working tree:
// content is copied (and can be multiplied into N pages), code and dependencies are linked.
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseDocument } from "yaml";
import { copyFromProject } from "../../src/pipeline/files/project-files";
import { ROOT } from "./run";

const COPIED = ["site.yaml", "pages", "public", "schema", "package.json", "tsconfig.json"];
const LINKED = ["node_modules", "src", "scripts", "build.ts"];

export function copyProject(label: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `bench-${label}-`));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    // Copied through the file layer: a link in the project is refused, so nothing written into the copy leaves it.
    for (const name of COPIED) copyFromProject(ROOT, name, join(dir, name));
    for (const name of LINKED) symlinkSync(join(ROOT, name), join(dir, name));
  } catch (error) {
    // Refused half-way: the copy made so far is not left behind.
    remove();
    throw error;
  }
  return { dir, remove };
}

/** Adds copies of the real pages (each with its own title and description) until the site has `total` pages. */
export function growToPages(dir: string, total: number): number {
  const site = parseDocument(readFileSync(join(dir, "site.yaml"), "utf8"));
  const originals = readdirSync(join(dir, "pages")).filter((name) => name.endsWith(".yaml")).sort();
  for (let n = originals.length + 1; n <= total; n++) {
    const source = originals[n % originals.length];
    const page = parseDocument(readFileSync(join(dir, "pages", source), "utf8"));
    page.setIn(["meta", "title"], `Generated page ${n} | {brand}`);
    page.setIn(["meta", "description"], `Generated page ${n} for the validation benchmark, a copy of ${source}, with its own description.`);
    writeFileSync(join(dir, "pages", `bench-${n}.yaml`), page.toString());
    site.addIn(["routes"], site.createNode({ path: `/bench-${n}`, page: `bench-${n}` }, { flow: true }));
  }
  writeFileSync(join(dir, "site.yaml"), site.toString());
  return readdirSync(join(dir, "pages")).filter((name) => name.endsWith(".yaml")).length;
}
