// `npm run bench`: build, validate and dev-rebuild times, JavaScript weight per route, dist/ size and Lighthouse
// scores, each beside its DESIGN.md section 7 target. Prints tables and writes bench/results.json. Timings are
// measured here and never asserted by tests. `--quick`: one run of each, for trying the benchmark itself out.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { parse } from "yaml";
import { startServer } from "../src/server/static-server";
import { launchBrowser } from "./bench/chromium";
import { hasDevServer, measureDevRebuild, type DevRebuild } from "./bench/dev-rebuild";
import { hasEditor, measureEditor, type EditorTimes } from "./bench/editor";
import { measureWeights, type RouteWeight } from "./bench/js-weight";
import { runLighthouse } from "./bench/lighthouse";
import { copyProject, growToPages } from "./bench/project-copy";
import { median, reportedMs, ROOT, timeTsx } from "./bench/run";
import { cell, kib, row, rowsTable, seconds, table, type Row } from "./bench/table";

const quick = process.argv.includes("--quick");
const RUNS = quick ? 1 : 5;
const LIGHTHOUSE_RUNS = quick ? 1 : 3;
const LIGHTHOUSE_PATHS = ["/", "/for-kuwait", "/contact", "/privacy-policy"];
const JS_BUDGET = 90 * 1024;
const started = performance.now();
const progress = (text: string) => process.stderr.write(`[${seconds(performance.now() - started)}] ${text}\n`);

/** Runs a command `RUNS` times; fails loudly if it fails, since a broken build has no meaningful time. */
async function timed(label: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}, before?: (run: number) => string[]) {
  const wall: number[] = [];
  const own: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    progress(`${label} (${run}/${RUNS})`);
    const result = await timeTsx(before ? [...args, ...before(run)] : args, cwd, env);
    if (result.code !== 0) throw new Error(`${label} failed (exit ${result.code}):\n${result.output.slice(-3000)}`);
    wall.push(result.ms);
    own.push(reportedMs(result.output));
  }
  return { wall, own, median: median(wall), ownMedian: median(own) };
}

function dirSize(dir: string) {
  let bytes = 0;
  let gzip = 0;
  let files = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const path = join(dir, name);
    if (!statSync(path).isFile()) continue;
    const content = readFileSync(path);
    bytes += content.length;
    gzip += gzipSync(content).length;
    files++;
  }
  return { bytes, gzip, files };
}

// --- build and validate, in project copies: the working tree is never touched ---
const project = copyProject("build");
const grown = copyProject("validate-50");
try {
  const out = join(project.dir, "out");
  const cold = await timed("build, cold", ["scripts/build.ts", "--out"], project.dir, { TSX_DISABLE_CACHE: "1" }, (run) => [join(project.dir, `cold-${run}`)]);
  await timeTsx(["scripts/build.ts", "--out", out], project.dir); // primes tsx's cache and creates the output directory
  const warm = await timed("build, warm", ["scripts/build.ts", "--out", out], project.dir);
  const pageCount = readdirSync(join(project.dir, "pages")).filter((name) => name.endsWith(".yaml")).length;
  const validateSite = await timed(`validate, ${pageCount} pages`, ["scripts/build.ts", "--validate"], project.dir);
  const grownCount = growToPages(grown.dir, 50);
  const validate50 = await timed(`validate, ${grownCount} pages`, ["scripts/build.ts", "--validate"], grown.dir);
  const size = dirSize(out);

  // --- in the browser: weights on the built site, then the dev server, then Lighthouse ---
  const site = parse(readFileSync(join(project.dir, "site.yaml"), "utf8")) as { routes: { path: string }[] };
  const paths = site.routes.map((route) => route.path);
  const { server, url } = await startServer(out, 0);
  let dev: DevRebuild | undefined;
  let editor: EditorTimes | undefined;
  let weights: RouteWeight[] = [];
  const browser = await launchBrowser();
  try {
    progress(`JavaScript weight of ${paths.length} routes`);
    weights = await measureWeights(browser, url, paths);
    if (hasDevServer()) {
      progress("dev server rebuilds");
      dev = await measureDevRebuild(browser, RUNS);
    }
    if (hasEditor()) {
      progress("visual editor");
      editor = await measureEditor(browser, RUNS);
    }
  } finally {
    await browser.close();
  }
  const lighthouse = await runLighthouse(url, LIGHTHOUSE_PATHS, LIGHTHOUSE_RUNS, progress).finally(() => server.close());

  // --- the tables ---
  const rows: Row[] = [
    row(`full build, cold (fresh process, no tsx cache), median of ${RUNS}`, `${seconds(cold.median)} (build itself ${seconds(cold.ownMedian)})`),
    row(`full build, warm, median of ${RUNS}`, `${seconds(warm.median)} (build itself ${seconds(warm.ownMedian)})`, "< 3 s", warm.median < 3000),
    row(`validate only, the site's ${pageCount} pages, median of ${RUNS}`, `${seconds(validateSite.median)} (check itself ${seconds(validateSite.ownMedian)})`),
    row(`validate only, ${grownCount} pages, median of ${RUNS}`, `${seconds(validate50.median)} (check itself ${seconds(validate50.ownMedian)})`, "< 2 s", validate50.median < 2000),
    dev
      ? row(`dev rebuild after a YAML save, median of ${RUNS}`, `${Math.round(median(dev.rebuildMs))} ms`, "< 500 ms", median(dev.rebuildMs) < 500)
      : row("dev rebuild after a YAML save", "n/a (no dev server yet)", "< 500 ms"),
    dev
      ? row(`dev: save to reloaded page, median of ${RUNS}`, `${Math.round(median(dev.reloadMs))} ms`)
      : row("dev: save to reloaded page", "n/a (no dev server yet)"),
    ...(editor
      ? [
          row(`editor: keystroke to refreshed canvas, median of ${RUNS}`, `${Math.round(median(editor.keystrokeMs))} ms`),
          row(`editor: Save to reloaded live page, median of ${RUNS}`, `${Math.round(median(editor.saveMs))} ms`),
        ]
      : []),
    row("dist/ size", `${kib(size.bytes)} in ${size.files} files (${kib(size.gzip)} gzip)`),
    row(
      "third-party requests + cookies on page load, all routes",
      `${weights.reduce((n, w) => n + w.foreignRequests, 0)} + ${weights.reduce((n, w) => n + w.cookies, 0)}`,
      "0",
      weights.every((w) => w.foreignRequests === 0 && w.cookies === 0),
    ),
  ];
  const jsRows = weights.map((w) => [w.path, cell(kib(w.firstVisit), w.firstVisit <= JS_BUDGET), kib(w.navigation)]);
  const lhRows = lighthouse.map((r) => {
    const m = r.median;
    const mobile = r.formFactor === "mobile";
    // DESIGN.md states its Lighthouse targets for mobile; desktop figures are shown for information.
    const check = (ok: boolean) => (mobile ? ok : undefined);
    return [
      r.path, r.formFactor,
      cell(String(m.performance), check(m.performance >= 95)),
      cell(String(m.accessibility), check(m.accessibility === 100)),
      cell(String(m.bestPractices), check(m.bestPractices === 100)),
      cell(String(m.seo), check(m.seo === 100)),
      cell(seconds(m.lcp), check(m.lcp < 1500)),
      `${Math.round(m.tbt)} ms`,
      cell(m.cls.toFixed(3), check(m.cls < 0.05)),
    ];
  });
  const report = [
    rowsTable(rows),
    "",
    table(["route", `JS gzip, first visit (≤ ${JS_BUDGET / 1024} KiB)`, "JS + data gzip, client navigation"], jsRows),
    "",
    `Lighthouse ${LIGHTHOUSE_RUNS > 1 ? `median of ${LIGHTHOUSE_RUNS}` : "1 run"} (targets for mobile: performance ≥ 95; accessibility, best practices, SEO 100; LCP < 1.5 s; CLS < 0.05)`,
    table(["route", "form", "perf", "a11y", "best pr.", "SEO", "LCP", "TBT", "CLS"], lhRows),
  ].join("\n");
  console.log(`\n${report}\n`);
  const failing = lighthouse.filter((r) => r.failing.length).map((r) => `${r.formFactor} ${r.path}: ${r.failing.join(", ")}`);
  if (failing.length) console.log(`Lighthouse audits below full score (last run):\n  ${failing.join("\n  ")}\n`);

  mkdirSync(join(ROOT, "bench"), { recursive: true });
  const results = {
    date: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model },
    quick,
    rows,
    builds: { coldMs: cold.wall, warmMs: warm.wall, coldReportedMs: cold.own, warmReportedMs: warm.own },
    validate: { pages: pageCount, ms: validateSite.wall, generatedPages: grownCount, generatedMs: validate50.wall },
    devRebuild: dev ?? null,
    editor: editor ?? null,
    dist: size,
    javascript: weights,
    lighthouse,
    totalSeconds: Math.round((performance.now() - started) / 1000),
  };
  writeFileSync(join(ROOT, "bench/results.json"), JSON.stringify(results, null, 2) + "\n");
  console.log(`bench/results.json written; the benchmark took ${seconds(performance.now() - started)}.`);
} finally {
  project.remove();
  grown.remove();
}
