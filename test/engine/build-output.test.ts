// The build's output: the files a static host needs, deterministic bytes, and dist/ untouched when the input is bad.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import { parse } from "yaml";
import { run } from "../../src/pipeline/build";
import { compressedCopies } from "../../src/pipeline/emit/compress";
import { removeProject, tempProject } from "../helpers/project";
import { ROOT, builtSite, htmlFileFor } from "../helpers/site";

const test = suite("build output");

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => statSync(join(dir, name)).isFile())
    .map((name) => relative(dir, join(dir, name)))
    .sort();
}

const routes = (parse(readFileSync(join(ROOT, "site.yaml"), "utf8")) as { routes: { path: string }[] }).routes.map((r) => r.path);

/** A throwaway copy of the project's inputs, with node_modules linked, for builds that must not touch the real one. */
function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), "site-copy-"));
  for (const entry of ["site.yaml", "pages", "public", "src", "schema", "package.json", "tsconfig.json"]) cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
  return dir;
}

const quiet = () => undefined;

test("writes one index.html per route, 404.html, sitemap.xml, robots.txt, _headers and hashed assets", async () => {
  const dist = await builtSite();
  const files = listFiles(dist);
  for (const path of routes) assert.ok(files.includes(htmlFileFor(path)), `${path} has ${htmlFileFor(path)}`);
  for (const name of ["404.html", "sitemap.xml", "robots.txt", "_headers", "locales/en.json", "favicon.svg"]) assert.ok(files.includes(name), name);
  const scripts = files.filter((name) => name.startsWith("assets/") && name.endsWith(".js"));
  assert.ok(scripts.length >= 1);
  for (const name of scripts) assert.match(name, /^assets\/[\w-]+-[A-Z0-9]{8}\.js$/);
  const sitemap = readFileSync(join(dist, "sitemap.xml"), "utf8");
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  // The English routes in site.yaml's order, then each German page (the languages tests cover which).
  assert.equal(locs.slice(0, routes.length), routes.map((path) => `https://www.example.com${path === "/" ? "/" : path}`));
  const german = locs.slice(routes.length);
  assert.ok(german.length > 0 && german.every((loc) => /^https:\/\/www\.example\.com\/(de|ar)\//.test(loc)), german.join(" "));
  for (const loc of german) assert.ok(files.includes(htmlFileFor(loc.slice("https://www.example.com".length))), loc);
  const data = files.filter((name) => name.startsWith("assets/data/") && name.endsWith(".json"));
  assert.is(data.length, 3, "each language's site data");
  const pageData = files.filter((name) => name.startsWith("data/") && name.endsWith(".json"));
  assert.is(pageData.length, locs.length, "one data file per page of each language, named by its path");
  assert.ok(pageData.includes("data/index.page.json") && pageData.includes("data/de/index.page.json") && pageData.includes("data/for-kuwait.json"), pageData.join(" "));
  assert.is(data.filter((name) => /^assets\/data\/site-[\w-]{10}\.json$/.test(name)).length, 1, "the site data, content-hashed");
  assert.is(data.filter((name) => /^assets\/data\/site-de-[\w-]{10}\.json$/.test(name)).length, 1, "the German site data");
  assert.is(readFileSync(join(dist, "robots.txt"), "utf8"), "User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n");
});

test("every text file has a brotli and a gzip copy beside it, which decompress to it; other files have none", async () => {
  const dist = await builtSite();
  const files = listFiles(dist);
  const text = files.filter((name) => /\.(html|js|json|css|svg|xml|txt)$/.test(name));
  assert.ok(text.length > routes.length * 2, `text files: ${text.length}`);
  for (const name of text) {
    const original = readFileSync(join(dist, name));
    assert.ok(brotliDecompressSync(readFileSync(join(dist, `${name}.br`))).equals(original), `${name}.br`);
    assert.ok(gunzipSync(readFileSync(join(dist, `${name}.gz`))).equals(original), `${name}.gz`);
  }
  const copies = files.filter((name) => /\.(br|gz)$/.test(name));
  assert.is(copies.length, text.length * 2, "a copy of each text file and of nothing else (not _headers)");
  assert.not.ok(files.includes("_headers.br") || files.includes("_headers.gz"));
});

test("_headers carries the strict policy with style hashes and the security headers", async () => {
  const headers = readFileSync(join(await builtSite(), "_headers"), "utf8");
  const csp = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? "";
  assert.match(csp, /^default-src 'none'; script-src 'self'; style-src 'self' 'sha256-/);
  assert.ok(csp.includes("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"), "hash of the empty string (emotion's runtime)");
  for (const part of ["img-src 'self'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'"]) assert.ok(csp.includes(part), part);
  assert.not.ok(csp.includes("unsafe-inline"));
  for (const header of ["Strict-Transport-Security", "X-Content-Type-Options: nosniff", "Referrer-Policy", "Permissions-Policy", "Cross-Origin-Opener-Policy"]) assert.ok(headers.includes(header), header);
  assert.match(headers, /\/assets\/\*\n  Cache-Control: public, max-age=31536000, immutable/);
});

test("styles are linked from <head>, no inline executable script, content readable in the HTML", async () => {
  const html = readFileSync(join(await builtSite(), "for-kuwait/index.html"), "utf8");
  const [head, body] = html.split("</head>");
  assert.match(head, /<link rel="stylesheet" href="\/assets\/styles\/page-[\w-]{10}\.css" data-emotion="css"\/>$/);
  assert.not.ok(html.includes("<style data-emotion"), "no page CSS inline");
  assert.not.ok(body.includes("<style"), "no <style> in <body>");
  const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
  // Data (JSON-LD) inline; code only from files.
  for (const attributes of scripts) assert.ok(/type="application\/ld\+json"|^ src="\/assets\/[\w-]+\.js"/.test(attributes), attributes);
  assert.is(scripts.filter((a) => a.includes("src=")).length, 1, "one script file: the loader");
  assert.ok(body.includes("Why Filipino Talent"));
});

test("each page links one stylesheet that defines every class it uses; pages with the same sections share it, and none is left over", async () => {
  const dist = await builtSite();
  const files = listFiles(dist);
  const pages = files.filter((name) => name.endsWith(".html"));
  const linked = new Map<string, string[]>();
  for (const name of pages) {
    const html = readFileSync(join(dist, name), "utf8");
    const hrefs = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => m[1]);
    assert.is(hrefs.length, 1, `${name} links one stylesheet`);
    const css = readFileSync(join(dist, hrefs[0]), "utf8");
    // The global rules first, as emotion orders them.
    assert.ok(css.startsWith("*,*::before,*::after{box-sizing:border-box;}"), `${hrefs[0]} starts with the global rules`);
    const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(" ")).filter((name) => name.startsWith("css-")));
    const undefinedClasses = [...used].filter((name) => !css.includes(`.${name}{`) && !css.includes(`.${name}:`) && !css.includes(`.${name} `));
    assert.equal(undefinedClasses, [], `${name}: classes its stylesheet does not define`);
    linked.set(hrefs[0], [...(linked.get(hrefs[0]) ?? []), name]);
  }
  const sheets = files.filter((name) => /^assets\/styles\/page-[\w-]{10}\.css$/.test(name));
  assert.equal(sheets, [...linked.keys()].sort(), "a stylesheet per distinct set of styles, each linked");
  assert.ok(sheets.length < pages.length / 2, `${sheets.length} stylesheets for ${pages.length} pages`);
  // As many as the pages' sets of sections: compressed as the pages are (brotli 6), not at the scripts' 11.
  for (const name of sheets) assert.ok(readFileSync(join(dist, `${name}.br`)).equals(compressedCopies(readFileSync(join(dist, name)), 6)[0][1]), `${name}.br`);
});

test("the CSP hashes exactly the inline <style> blocks the pages carry (and emotion's empty one): it does not grow with the pages", async () => {
  const dist = await builtSite();
  const inline = new Set<string>([""]);
  for (const name of listFiles(dist).filter((name) => name.endsWith(".html"))) {
    for (const m of readFileSync(join(dist, name), "utf8").matchAll(/<style>([^<]*)<\/style>/g)) inline.add(m[1]);
  }
  const csp = /Content-Security-Policy: (.*)/.exec(readFileSync(join(dist, "_headers"), "utf8"))?.[1] ?? "";
  const hashes = /style-src 'self' ([^;]*)/.exec(csp)?.[1].split(" ") ?? [];
  assert.equal(hashes.sort(), [...inline].map((text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`).sort());
  // The no-script menu, the empty string and the Arabic typeface's rules.
  assert.is(hashes.length, 3);
});

test("two builds of the same input are byte-identical", async () => {
  const project = copyProject();
  try {
    const a = join(project, "out-a");
    const b = join(project, "out-b");
    assert.is((await run({ root: project, outDir: a, validateOnly: false, production: false, strict: false }, quiet)).code, 0);
    assert.is((await run({ root: project, outDir: b, validateOnly: false, production: false, strict: false }, quiet)).code, 0);
    const files = listFiles(a);
    assert.equal(listFiles(b), files);
    for (const name of files) assert.ok(readFileSync(join(a, name)).equals(readFileSync(join(b, name))), name);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});

test("a failed build prints the located error and leaves the previous dist/ exactly as it was", async () => {
  // A copy with the suite's caches (the build it fails after need not make every card and compressed file anew).
  const project = tempProject("real");
  try {
    const dist = join(project, "dist");
    assert.is((await run({ root: project, outDir: dist, validateOnly: false, production: false, strict: false }, quiet)).code, 0);
    const before = new Map(listFiles(dist).map((name) => [name, readFileSync(join(dist, name))]));
    const page = join(project, "pages/for-kuwait.yaml");
    writeFileSync(page, readFileSync(page, "utf8").replace("  - type: hero", "  - type: heor"));
    const printed: string[] = [];
    const result = await run({ root: project, outDir: dist, validateOnly: false, production: false, strict: false }, (line) => printed.push(line));
    assert.is(result.code, 1);
    const line = readFileSync(page, "utf8").split("\n").findIndex((l) => l.includes("type: heor")) + 1;
    assert.ok(printed.some((p) => p.startsWith(`pages/for-kuwait.yaml:${line}:11: error: unknown section type "heor"\n  hint: did you mean "hero"?`)), printed.join("\n"));
    assert.match(printed[printed.length - 1], /^1 error(, \d+ warnings?)? in \d+ files?; dist\/ was not changed\.$/);
    assert.equal(listFiles(dist), [...before.keys()]);
    for (const [name, bytes] of before) assert.ok(readFileSync(join(dist, name)).equals(bytes), name);
    assert.equal(readdirSync(project).filter((name) => name.startsWith("dist.")), [], "no staging directory left behind");
  } finally {
    removeProject(project);
  }
});

test.run();
