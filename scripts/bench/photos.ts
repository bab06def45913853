// The photo pipeline on realistic input: every person gets a phone-sized JPEG; builds with an empty and a warm image cache.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { parseDocument } from "yaml";
import { median, reportedMs, timeTsx } from "./run";

export interface PhotoBench {
  people: number;
  coldMs: number[];
  warmMs: number[];
  coldReportedMs: number[];
  warmReportedMs: number[];
  /** Bytes of the JPEGs the editors brought, and of what a visitor downloads per photo (by format, 2x). */
  originalBytes: number[];
  servedBytes: Record<string, number[]>;
}

/** A tiny seeded random generator: the same photos on every run, so the figures compare. */
const random = (seed: number) => () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);

/**
 * A stand-in for a 3000×4000 phone photo: soft shapes at every scale (what survives resizing, like a face and its
 * background) under fine sensor noise, saved at a camera's JPEG quality: a few MB, like the real thing.
 */
async function phonePhoto(path: string, seed: number) {
  const next = random(seed + 1);
  const shapes = Array.from({ length: 400 }, (_, i) => {
    const size = 40 + next() * (i < 40 ? 1400 : 300);
    const hue = Math.round(next() * 360);
    return `<ellipse cx="${Math.round(next() * 3000)}" cy="${Math.round(next() * 4000)}" rx="${Math.round(size)}" ry="${Math.round(size * (0.5 + next()))}" fill="hsl(${hue},${30 + Math.round(next() * 40)}%,${25 + Math.round(next() * 50)}%)" fill-opacity="${(0.3 + next() * 0.6).toFixed(2)}"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="4000"><rect width="3000" height="4000" fill="hsl(${seed * 50},35%,55%)"/>${shapes}</svg>`;
  const noise = await sharp({ create: { width: 3000, height: 4000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 18 } } }).png().toBuffer();
  await sharp(Buffer.from(svg)).blur(4).composite([{ input: noise, blend: "soft-light" }]).jpeg({ quality: 92 }).toFile(path);
}

export async function measurePhotos(dir: string, runs: number, progress: (text: string) => void): Promise<PhotoBench> {
  const site = parseDocument(readFileSync(join(dir, "site.yaml"), "utf8"));
  const people = Object.keys((site.toJS() as { people?: Record<string, unknown> }).people ?? {});
  progress(`making ${people.length} phone-sized JPEGs`);
  for (const [index, key] of people.entries()) {
    await phonePhoto(join(dir, "public/images", `${key}.jpg`), index);
    site.setIn(["people", key, "photo"], `/images/${key}.jpg`);
  }
  writeFileSync(join(dir, "site.yaml"), site.toString());
  const out = join(dir, "out");
  const build = async (label: string, cold: boolean) => {
    const wall: number[] = [];
    const own: number[] = [];
    for (let run = 1; run <= runs; run++) {
      progress(`${label} (${run}/${runs})`);
      if (cold) rmSync(join(dir, ".cache/images"), { recursive: true, force: true });
      const result = await timeTsx(["build.ts", "--out", out], dir);
      if (result.code !== 0) throw new Error(`${label} failed:\n${result.output.slice(-3000)}`);
      wall.push(result.ms);
      own.push(reportedMs(result.output));
    }
    return { wall, own };
  };
  await timeTsx(["build.ts", "--out", out], dir); // primes tsx's cache
  const cold = await build("build with photos, empty image cache", true);
  const warm = await build("build with photos, warm image cache", false);
  const made = readdirSync(join(out, "assets/images"));
  const servedBytes: Record<string, number[]> = {};
  for (const name of made.filter((file) => /-176-/.test(file))) {
    const format = name.split(".").pop()!;
    (servedBytes[format] ??= []).push(statSync(join(out, "assets/images", name)).size);
  }
  return {
    people: people.length,
    coldMs: cold.wall, warmMs: warm.wall, coldReportedMs: cold.own, warmReportedMs: warm.own,
    originalBytes: people.map((key) => statSync(join(dir, "public/images", `${key}.jpg`)).size),
    servedBytes,
  };
}

export const photoSummary = (bench: PhotoBench) => ({
  cold: median(bench.coldMs),
  warm: median(bench.warmMs),
  original: median(bench.originalBytes),
  served: Object.fromEntries(Object.entries(bench.servedBytes).map(([format, sizes]) => [format, median(sizes)])),
});
