// A language's typeface: its files named by what they are cut from (the typeface, the characters, the subsetter), so
// the pages name them before they are cut; a cut in a render thread gives the bytes of a cut in the build's own thread.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { cutFont, keptCut, languageFont } from "../../src/pipeline/emit/fonts";
import { startJobs } from "../../src/pipeline/emit/workers/jobs";

const test = suite("engine: language fonts");
const TEXT = "مرحبا بكم في Filipino Talent Bridge";

test("the names come from the inputs: the same words give the same files, one more letter new ones", () => {
  const first = languageFont("ibm-plex-sans-arabic", TEXT);
  assert.equal([...languageFont("ibm-plex-sans-arabic", `${TEXT} ${TEXT}`).files.keys()], [...first.files.keys()], "the same characters");
  const more = languageFont("ibm-plex-sans-arabic", `${TEXT} ث`);
  for (const [name, other] of [...first.files.keys()].map((name, index) => [name, [...more.files.keys()][index]])) assert.is.not(other, name);
  assert.equal([...first.files.keys()].map((name) => name.replace(/-[\w-]{10}\.woff2$/, "")), ["assets/fonts/ibm-plex-sans-arabic-400", "assets/fonts/ibm-plex-sans-arabic-700"]);
  for (const name of first.files.keys()) assert.ok(first.css.includes(`src:url(/${name}) format("woff2")`), name);
});

test("a font cut in a render thread is byte for byte the one cut here, and is kept for the next build", async () => {
  const cacheDir = mkdtempSync(join(tmpdir(), "fonts-"));
  const aside = mkdtempSync(join(tmpdir(), "fonts-"));
  const jobs = startJobs(1);
  try {
    const [cut] = languageFont("ibm-plex-sans-arabic", TEXT).files.values();
    const [here, there] = [await cutFont(cut, cacheDir), await jobs.font(cut, aside)];
    assert.ok(here.length > 1000 && Buffer.from(there).equals(here), `${here.length} bytes here, ${there.length} in the thread`);
    assert.ok(keptCut(cut, aside)?.equals(here), "the thread's cut is kept in its cache folder");
  } finally {
    await jobs.close();
    rmSync(cacheDir, { recursive: true, force: true });
    rmSync(aside, { recursive: true, force: true });
  }
});

test.run();
