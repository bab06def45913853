// `npx tsx scripts/bench/dev-scale.ts <folder> [saves]`: the dev server's save → preview time in a generated large
// site (made by scale-site.ts and built once, so its caches are warm); the folder is kept.
import { launchBrowser } from "./chromium";
import { measureDevRebuild } from "./dev-rebuild";

const [dir, saves = "5"] = process.argv.slice(2);
if (!dir) throw new Error("usage: tsx scripts/bench/dev-scale.ts <folder made by scale-site.ts> [saves]");
const browser = await launchBrowser();
try {
  const result = await measureDevRebuild(browser, Number(saves), { dir, remove: () => undefined }, 600_000);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`rebuild (as the server reports it): ${result.rebuildMs.map(Math.round).join(", ")} ms; median ${Math.round(median(result.rebuildMs))} ms`);
  console.log(`save → page showing the change: ${result.reloadMs.map(Math.round).join(", ")} ms; median ${Math.round(median(result.reloadMs))} ms`);
  console.log(`of which after the report (the page reloading): ${result.shownMs.map(Math.round).join(", ")} ms; median ${Math.round(median(result.shownMs))} ms`);
  console.log(`the same page reloaded, nothing changed: ${result.plainReloadMs.map(Math.round).join(", ")} ms; median ${Math.round(median(result.plainReloadMs))} ms`);
} finally {
  await browser.close();
}
