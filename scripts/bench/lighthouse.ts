// Lighthouse (the npm package) against the built site, mobile (its default: simulated slow 4G and a 4x slower CPU)
// and desktop; several runs per page, each figure reported as its median.
import lighthouse, { desktopConfig, type Config } from "lighthouse";
import { launchWithPort } from "./chromium";
import { median } from "./run";

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  lcp: number;
  tbt: number;
  cls: number;
}

export interface LighthouseResult {
  path: string;
  formFactor: "mobile" | "desktop";
  median: LighthouseFigures;
  runs: LighthouseFigures[];
  /** Audits below a full score in the last run, for the note on what to fix. */
  failing: string[];
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** One Lighthouse run; a run whose trace went wrong (NO_NAVSTART and the like, which Lighthouse says to retry) is retried. */
async function audit(url: string, port: number, config: Config | undefined, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES }, config);
    const error = result ? result.lhr.runtimeError : { code: "NO_RESULT", message: "Lighthouse returned nothing" };
    if (result && !error) return result.lhr;
    if (attempt === attempts) throw new Error(`Lighthouse failed on ${url} ${attempts} times: ${error?.message}`);
  }
}

export async function runLighthouse(url: string, paths: string[], runs: number, progress: (text: string) => void): Promise<LighthouseResult[]> {
  const chrome = await launchWithPort();
  const results: LighthouseResult[] = [];
  try {
    for (const path of paths) {
      for (const [formFactor, config] of [["mobile", undefined], ["desktop", desktopConfig]] as [LighthouseResult["formFactor"], Config | undefined][]) {
        const figures: LighthouseFigures[] = [];
        let failing: string[] = [];
        for (let run = 1; run <= runs; run++) {
          progress(`lighthouse ${formFactor} ${path} (${run}/${runs})`);
          const lhr = await audit(url + path, chrome.port, config);
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
          figures.push({
            performance: score("performance"),
            accessibility: score("accessibility"),
            bestPractices: score("best-practices"),
            seo: score("seo"),
            lcp: metric("largest-contentful-paint"),
            tbt: metric("total-blocking-time"),
            cls: metric("cumulative-layout-shift"),
          });
          failing = Object.values(lhr.audits)
            .filter((audit) => audit.score !== null && audit.score < 1 && ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode))
            .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
        }
        const middle = (key: keyof LighthouseFigures) => median(figures.map((f) => f[key]));
        results.push({
          path,
          formFactor,
          median: {
            performance: middle("performance"), accessibility: middle("accessibility"), bestPractices: middle("bestPractices"),
            seo: middle("seo"), lcp: middle("lcp"), tbt: middle("tbt"), cls: middle("cls"),
          },
          runs: figures,
          failing,
        });
      }
    }
  } finally {
    await chrome.close();
  }
  return results;
}
