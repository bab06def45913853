// `npm run new-country`, and docs/adding-a-country.md followed command by command for a made-up country.
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { Refused, scaffoldCountry } from "../scripts/new-country/scaffold";
import { copyOfProject, removeProject, tempProject } from "./helpers/project";
import { builtRoutes } from "./quality/support/routes";
import { ENGINE_HTML_BUDGET, engineHtmlBytes, firstPaintHtml } from "./quality/support/size";
import { ROOT } from "./helpers/site";

const test = suite("new country");
const GUIDE = readFileSync(join(ROOT, "docs/adding-a-country.md"), "utf8");
/** The commands the guide tells the editor to type, in order. */
const commands = [...GUIDE.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1].trim());

function npm(root: string, command: string) {
  // The guide's lines are typed into a shell; run them through one, as they are written.
  const result = spawnSync("sh", ["-c", command.replace(/^npm run /, "npm run --silent ")], { cwd: root, encoding: "utf8" });
  return { code: result.status, out: result.stdout, err: result.stderr.replace(/^npm warn .*\n/gm, "") };
}

// One copy of the real site for the whole file, as an editor's checkout: the refusals leave it as it was, then the guide
// is followed step by step on it (each command spawned as typed; the copy's code is compiled once, not once per test).
let root = "";
test.before(() => {
  root = tempProject("real");
});
test.after(() => removeProject(root));

test("the guide's commands are the steps: scaffold, validate, preview, production check, build", () => {
  assert.equal(commands, [
    "npm ci",
    'npm run new-country -- atlantis "Atlantis"',
    "npm run validate",
    "npm run dev",
    "npm run validate -- --production",
    "npm run build",
  ]);
});

test("refuses a malformed slug, a for- prefix, a missing name or an existing country, and changes nothing", () => {
  const before = readFileSync(join(root, "site.yaml"), "utf8");
  const pages = readdirSync(join(root, "pages")).sort();
  // The command's own refusal as typed: its usage, exit 1. A refusal of the scaffold goes the same way, "new-country: "
  // and its message, exit 1 (spawned in test/hardening/project-writes.test.ts and test/editor/country-code.test.ts).
  const usage = npm(root, "npm run new-country -- narnia");
  assert.is(usage.err.trimEnd(), 'new-country: give the slug, the country\'s name and its code, nothing else\nusage: npm run new-country -- <slug> "<Country name>" [two-letter country code]\n  for example: npm run new-country -- new-zealand "New Zealand" NZ');
  assert.is(usage.code, 1);
  const refusals: [string, string, string][] = [
    ["New_Zealand", "New Zealand", '"New_Zealand" is not a usable slug: lower-case letters a-z, words joined by hyphens, e.g. new-zealand or hong-kong'],
    ["for-narnia", "Narnia", 'write the slug without "for-": npm run new-country -- narnia "Narnia"'],
    ["narnia", "<b>Narnia</b>", '"<b>Narnia</b>" is not a usable country name: letters, spaces, hyphens and apostrophes'],
    ["oman", "Oman", 'pages/for-oman.yaml already exists: the country "oman" has a page. Edit that file instead'],
  ];
  for (const [slug, name, message] of refusals) {
    assert.throws(() => scaffoldCountry(root, slug, name), (error: Error) => error instanceof Refused && error.message === message, `${slug} "${name}"`);
  }
  assert.is(readFileSync(join(root, "site.yaml"), "utf8"), before);
  assert.equal(readdirSync(join(root, "pages")).sort(), pages);
});

let siteBefore = "";
let siteAfter = "";

test("a country added by the scaffold passes validate, the whole content suite and the engine's HTML gate, with nothing else edited", () => {
  siteBefore = readFileSync(join(root, "site.yaml"), "utf8");
  // `npm ci` is the one-time setup; the test project already links the installed packages.
  const [, scaffold, validate] = commands;
  const created = npm(root, scaffold);
  assert.is(created.code, 0, created.err);
  assert.equal(created.out.split("\n").slice(0, 10), [
    "Created pages/for-atlantis.yaml",
    'Added to site.yaml: the route /for-atlantis, "Atlantis" in countries: (the footer links to it) and the consultant atlantis-consultant',
    "Added Atlantis to the list of countries in pages/home.yaml",
    "Added Atlantis to the list of countries in pages/de/home.yaml",
    "Added Atlantis to the list of countries in pages/ar/home.yaml",
    "Added Atlantis to the list of countries in pages/for-employers.yaml",
    "Added Atlantis to the list of countries in pages/de/for-employers.yaml",
    "Added Atlantis to the list of countries in pages/ar/for-employers.yaml",
    "Added Atlantis and its consultant to pages/de/_site.yaml, to translate",
    "Added Atlantis and its consultant to pages/ar/_site.yaml, to translate",
  ]);
  // 11 on its page, its tiles and its consultant; 12 more in the German and Arabic translations of them.
  assert.match(created.out, /^The site builds\. 23 places for Atlantis still need you/m);
  siteAfter = readFileSync(join(root, "site.yaml"), "utf8");
  assert.equal(addedLines(siteBefore, siteAfter), [
    "  atlantis-consultant:",
    "    name: Example Name # EXAMPLE: the consultant's name (a --production build refuses it)",
    "    title: Atlantis Market Consultant",
    "    photo: /images/consultant-placeholder.svg",
    "    photoAlt: Placeholder portrait of the Atlantis market consultant",
    "  - { name: Atlantis, path: /for-atlantis }",
    "  - { path: /for-atlantis, page: for-atlantis }",
  ], "only new lines: every comment and alignment in site.yaml is kept");

  const checked = npm(root, validate);
  assert.is(checked.code, 0, checked.err);
  const routes = (parse(siteAfter) as { routes: unknown[] }).routes.length;
  assert.match(checked.err, new RegExp(`^0 errors, \\d+ warnings in \\d+ files; ${routes} pages valid`, "m"));
  // The content suite, run on a copy of the scaffolded site: it reads that site.yaml and builds that site (its build
  // records the translations' English, which the guide's steps below must find as the scaffold left it).
  const copy = copyOfProject(root);
  try {
    cpSync(join(ROOT, "test"), join(copy, "test"), { recursive: true });
    const suite = spawnSync(process.execPath, ["--import", "tsx", "node_modules/uvu/bin.js", "test", "content", "--no-color"], { cwd: copy, encoding: "utf8", env: { ...process.env, TEST_DIST_READY: "0" } });
    const total = Number(/Total:\s+(\d+)/.exec(suite.stdout)?.[1] ?? 0);
    assert.ok(total > 100, `the content suite ran (${total} tests)\n${suite.stdout.slice(-2000)}${suite.stderr.slice(-2000)}`);
    assert.is(/Passed:\s+(\d+)/.exec(suite.stdout)?.[1], String(total), suite.stdout.slice(-3000));
    assert.is(suite.status, 0);
    // The home page has a tile more: an editor's ordinary change never turns the engine's HTML gate red.
    const dist = join(copy, ".cache/test-dist");
    const over = builtRoutes(dist).filter((route) => engineHtmlBytes(firstPaintHtml(dist, route.file)).engine > ENGINE_HTML_BUDGET);
    assert.equal(over.map((route) => route.path), []);
  } finally {
    removeProject(copy);
  }
});

test("following the guide for Atlantis gives a page, a footer link, a sitemap entry and the route's head tags", async () => {
  assert.ok(siteAfter, "the scaffold above made the country");
  const [, , validate, dev, production, build] = commands;

  // Step 2, as the guide says: replace every [FILL IN: …] (the new page, the two country tiles), then the
  // consultant's name and photo.
  const pageFile = join(root, "pages/for-atlantis.yaml");
  for (const file of [pageFile, join(root, "pages/home.yaml"), join(root, "pages/for-employers.yaml")]) {
    writeFileSync(file, readFileSync(file, "utf8").replace(/"\[FILL IN: ([^\]]*)\]([^"]*)"/g, (_all, what: string, rest: string) => `Written text about ${what.split(",")[0].replace(/[:#]/g, "")}${rest}`));
    assert.not.match(readFileSync(file, "utf8"), /FILL IN/);
  }
  copyFileSync(join(root, "public/images/consultant-placeholder.svg"), join(root, "public/images/atlantis-consultant.svg"));
  writeFileSync(join(root, "site.yaml"), siteAfter
    .replace(/(atlantis-consultant:\n {4}name: )Example Name[^\n]*/, "$1Ana Reyes")
    .replace(/(Atlantis Market Consultant\n {4}photo: )\/images\/consultant-placeholder\.svg/, "$1/images/atlantis-consultant.svg"));

  const checked = npm(root, validate);
  assert.is(checked.code, 0, checked.err);
  assert.not.match(checked.err, /for-atlantis|atlantis-consultant/, "nothing left to fix on the new page");

  await preview(root, dev);

  const strict = npm(root, production);
  assert.is(strict.code, 1, "the real site still has the owner's example values");
  // Another country scaffolded earlier and not yet written may add its own [FILL IN: …]; none of those is Atlantis's.
  // And the Imprint's company details (# EXAMPLE), which are the owner's too.
  const errors = strict.err.match(/^\S+:\d+:\d+: error: .*$/gm) ?? [];
  // Atlantis was given no code (it has none): the one thing of its own the production check still asks for.
  assert.equal(errors.filter((line) => line.includes("Atlantis")).map((line) => line.replace(/^site\.yaml:\d+:\d+: /, "")), ["error: Atlantis has no country code"]);
  const refused = errors.filter((line) => !line.includes("Atlantis") && !line.endsWith("error: this text is still to be written (FILL IN)") && !line.endsWith("error: this is still an example value (marked # EXAMPLE)"));
  assert.ok(refused.length > 0);
  for (const line of refused) assert.match(line, /^site\.yaml:\d+:\d+: error: the (site address|company e-mail|booking URL|name of [a-z-]+|photo of [a-z-]+) is still an example value$/, line);
  assert.not.ok(refused.some((line) => line.includes("atlantis")), "none of them is the new country's");

  const built = npm(root, build);
  assert.is(built.code, 0, built.err);
  assertBuilt(root);
});

/** Step 4: the preview serves the new page. */
async function preview(root: string, command: string) {
  const child = spawn("sh", ["-c", `exec ${command.replace("npm run dev", "npm run --silent dev -- --port 0")}`], { cwd: root, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let printed = "";
  child.stdout!.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  try {
    const started = Date.now();
    while (!/Preview: (\S+)/.test(printed)) {
      if (Date.now() - started > 60_000 || child.exitCode !== null) throw new Error(`npm run dev did not start:\n${printed}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const response = await fetch(`${/Preview: (\S+)/.exec(printed)![1]}for-atlantis`);
    assert.is(response.status, 200);
    assert.match(await response.text(), /<h1[^>]*>Hire Skilled Filipino Professionals in Atlantis<\/h1>/);
  } finally {
    // npm, tsx and the dev server are three processes: the whole group is stopped, and "close" (every holder of the
    // output pipe gone) waits for the last of them, so none still writes into the project as it is removed.
    const closed = new Promise((resolve) => child.once("close", resolve));
    process.kill(-child.pid!, "SIGTERM");
    await closed;
  }
}

function assertBuilt(root: string) {
  const site = parse(readFileSync(join(root, "site.yaml"), "utf8")) as { settings: { brand: string; baseUrl: string } };
  const { brand, baseUrl } = site.settings;
  const url = `${baseUrl}/for-atlantis`;
  const html = readFileSync(join(root, "dist/for-atlantis/index.html"), "utf8");
  const head = html.slice(0, html.indexOf("</head>"));
  assert.is(count(head, "<title>"), 1);
  assert.ok(head.includes(`<title>Hire Filipino Workers in Atlantis | ${brand}</title>`), "title");
  assert.ok(head.includes(`<link rel="canonical" href="${url}"/>`), "canonical");
  assert.ok(head.includes(`<meta property="og:url" content="${url}"/>`), "og:url");
  assert.ok(head.includes(`<meta property="og:title" content="Hire Filipino Workers in Atlantis | ${brand}"/>`), "og:title");
  assert.ok(head.includes('<meta name="description" content="Hire Filipino professionals for Atlantis through licensed Philippine agencies'), "description");
  assert.ok(html.includes('"@type":"ListItem","position":2,"name":"Atlantis"'), "breadcrumb JSON-LD");
  assert.ok(html.includes('"@type":"FAQPage"'), "FAQ JSON-LD");
  for (const page of ["index.html", "for-oman/index.html", "for-atlantis/index.html"]) {
    assert.ok(readFileSync(join(root, "dist", page), "utf8").includes('<a href="/for-atlantis">Atlantis</a>'), `footer link on ${page}`);
  }
  const sitemap = readFileSync(join(root, "dist/sitemap.xml"), "utf8");
  assert.is(count(sitemap, `<loc>${url}</loc>`), 1, "sitemap entry");
  assert.ok(existsSync(join(root, "dist/images/atlantis-consultant.svg")));
}

const count = (text: string, part: string) => text.split(part).length - 1;

/** Lines of `after` that are not in `before`, in order (a diff that only adds lines). */
function addedLines(before: string, after: string): string[] {
  const old = before.split("\n");
  const added: string[] = [];
  let i = 0;
  for (const line of after.split("\n")) {
    if (old[i] === line) i++;
    else added.push(line);
  }
  assert.is(i, old.length, "every old line is still there, in order");
  return added;
}

test.run();
