// Lighthouse (the npm package), mobile (its default: simulated slow 4G and a 4x slower CPU), performance only, on the
// site and on its no-JS variant: the runs interleaved (route by route, variant by variant, the order swapped every run)
// so machine noise falls on both, each figure reported as its median.
import lighthouse from "lighthouse";
import { launchWithPort } from "./chromium";
import { median } from "./run";

export interface LighthouseFigures {
  performance: number;
  /** Milliseconds. */
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** Bytes transferred for the page and everything it loaded (Lighthouse's total-byte-weight). */
  bytes: number;
}

export interface Variant {
  name: string;
  /** The server's origin, e.g. http://127.0.0.1:4173. */
  url: string;
}

export interface LighthouseResult {
  path: string;
  variant: string;
  median: LighthouseFigures;
  runs: LighthouseFigures[];
}

/** One Lighthouse run; a run whose trace went wrong (NO_NAVSTART and the like, which Lighthouse says to retry) is retried. */
async function audit(url: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const error = result ? result.lhr.runtimeError : { code: "NO_RESULT", message: "Lighthouse returned nothing" };
    if (result && !error) return result.lhr;
    if (attempt === attempts) throw new Error(`Lighthouse failed on ${url} ${attempts} times: ${error?.message}`);
  }
}

const KEYS: (keyof LighthouseFigures)[] = ["performance", "lcp", "fcp", "tbt", "cls", "bytes"];

export async function runLighthouse(variants: Variant[], paths: string[], runs: number, progress: (text: string) => void): Promise<LighthouseResult[]> {
  const chrome = await launchWithPort();
  const figures = new Map<string, LighthouseFigures[]>();
  const key = (path: string, variant: string) => `${variant} ${path}`;
  try {
    for (let run = 1; run <= runs; run++) {
      for (const path of paths) {
        // Which variant goes first alternates: the run after another page's run is not always the same variant's.
        for (const variant of run % 2 ? variants : [...variants].reverse()) {
          progress(`lighthouse ${path} ${variant.name} (${run}/${runs})`);
          const lhr = await audit(variant.url + path, chrome.port);
          const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
          const list = figures.get(key(path, variant.name)) ?? [];
          list.push({
            performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            lcp: metric("largest-contentful-paint"),
            fcp: metric("first-contentful-paint"),
            tbt: metric("total-blocking-time"),
            cls: metric("cumulative-layout-shift"),
            bytes: metric("total-byte-weight"),
          });
          figures.set(key(path, variant.name), list);
        }
      }
    }
  } finally {
    await chrome.close();
  }
  return paths.flatMap((path) =>
    variants.map((variant) => {
      const list = figures.get(key(path, variant.name)) ?? [];
      const middle = Object.fromEntries(KEYS.map((name) => [name, median(list.map((f) => f[name]))])) as unknown as LighthouseFigures;
      return { path, variant: variant.name, median: middle, runs: list };
    }),
  );
}
