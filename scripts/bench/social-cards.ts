// The time the social cards add to a build: every card drawn (no cache) and every card read from .cache/social-cards/.
import { rmSync } from "node:fs";
import { cachePath } from "../../src/pipeline/cache";
import { toOutput } from "../../src/pipeline/emit/data-files";
import { socialCards } from "../../src/pipeline/emit/social-card/cards";
import { loadProject } from "../../src/pipeline/load/project";
import { median } from "./run";

export interface CardTimes {
  cards: number;
  coldMs: number[];
  cachedMs: number[];
}

/** In a project copy: `runs` times with the cache emptied first, then `runs` times with it full. */
export async function measureSocialCards(dir: string, runs: number): Promise<CardTimes & { coldMedian: number; cachedMedian: number }> {
  const project = loadProject(dir);
  const draft = toOutput(project);
  const logo = project.site!.data.settings.organization.logo;
  const once = async () => {
    const started = performance.now();
    const { images } = await socialCards(dir, draft.site, logo, draft.pages);
    return { ms: performance.now() - started, cards: images.size };
  };
  const coldMs: number[] = [];
  const cachedMs: number[] = [];
  let cards = 0;
  for (let run = 0; run < runs; run++) {
    rmSync(cachePath(dir, "social-cards"), { recursive: true, force: true });
    const cold = await once();
    coldMs.push(cold.ms);
    cards = cold.cards;
  }
  for (let run = 0; run < runs; run++) cachedMs.push((await once()).ms);
  return { cards, coldMs, cachedMs, coldMedian: median(coldMs), cachedMedian: median(cachedMs) };
}
