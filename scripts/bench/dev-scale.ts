// `npx tsx scripts/bench/dev-scale.ts <folder> [saves] [settle ms]`: the dev server's save → preview time in a
// generated large site (made by scale-site.ts and built once, so its caches are warm), the first save made that long
// after the preview opened (0 by default); the folder is kept.
import { launchBrowser } from "./chromium";
import { measureDevRebuild } from "./dev-rebuild";

const [dir, saves = "5", settle = "0"] = process.argv.slice(2);
if (!dir) throw new Error("usage: tsx scripts/bench/dev-scale.ts <folder made by scale-site.ts> [saves] [settle ms]");
const browser = await launchBrowser();
try {
  const result = await measureDevRebuild(browser, Number(saves), { dir, remove: () => undefined }, 600_000, Number(settle));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const line = (what: string, values: number[]) => console.log(`${what}: ${values.map(Math.round).join(", ")} ms; median ${Math.round(median(values))} ms`);
  line("rebuild (as the server reports it)", result.rebuildMs);
  line("save → page showing the change", result.reloadMs);
  line("of which after the report (the page updating)", result.shownMs);
  line("split: save → the watcher's first event", result.watchMs);
  line("split: first event → reply at the server, less the build (settling, queue, IPC)", result.queueMs);
  line("split: the builder's build", result.buildMs);
  line("split: reply at the server → the page hears it", result.eventMs);
  line("split: the page hears it → the change shows", result.showMs);
  line("the same page reloaded, nothing changed", result.plainReloadMs);
  console.log(`saves the page took in place, without a reload: ${result.inPlace} of ${saves}`);
} finally {
  await browser.close();
}
