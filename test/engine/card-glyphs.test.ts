// Every character of the site's languages is drawn on its social cards, and one the card fonts lack (CJK, emoji) is a
// warning at the line of the translation or page that holds it, never a silent empty box; the same when the build reads
// the fonts in a thread.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { checkAndReport } from "../../src/pipeline/check-and-render";
import { cachePath } from "../../src/pipeline/cache";
import { cardCoverage, missingCharacters } from "../../src/pipeline/emit/social-card/coverage";
import { cardFontFiles, cardFonts } from "../../src/pipeline/emit/social-card/fonts";
import { TSX_ENTRY } from "../../src/pipeline/emit/workers/jobs";
import { threadsStarted } from "../../src/pipeline/emit/workers/pool";
import { removeProject, tempProject } from "../helpers/project";
import { ROOT } from "../helpers/site";

const test = suite("social cards: characters they cannot draw");

/** The package files of `name` this process (the build's own thread) has loaded. */
const loaded = (name: string) => Object.keys(createRequire(import.meta.url).cache).filter((path) => path.includes(`/node_modules/${name}/`));

/** An emoji flag added to an Arabic page's title, and the warning it must give. */
function flagInArabicTitle(dir: string) {
  const file = join(dir, "pages/ar/for-kuwait.yaml");
  writeFileSync(file, readFileSync(file, "utf8").replace("title: وظّف مختصين فلبينيين مهرة لأعمالك في الكويت", "title: وظّف مختصين فلبينيين مهرة لأعمالك في الكويت 🇰🇼"));
}
const FLAG_WARNING = [
  "pages/ar/for-kuwait.yaml:16:56: warning: 2 characters are not in any font of the social card: “🇰” (U+1F1F0), “🇼” (U+1F1FC); the العربية card shows an empty box in their place",
  "  hint: write them another way, or ask a developer for a typeface that has them (settings.languages[].font)",
  "  16 |     title: وظّف مختصين فلبينيين مهرة لأعمالك في الكويت 🇰🇼",
  `     |${" ".repeat(56)}^^\n`,
].join("\n");

// First in this file: no test of it has loaded HarfBuzz into this process before (a file run beside it may have).
test("the fonts read in a thread (a build of a big site): the same warning, kept for the cards, and no HarfBuzz in the build's thread", async () => {
  const dir = tempProject("real", { code: false });
  try {
    flagInArabicTitle(dir);
    const lines: string[] = [];
    const readers = () => loaded("harfbuzzjs");
    const [before, threads] = [readers(), threadsStarted()];
    await checkAndReport(dir, { production: false, strict: false, threadCode: Promise.resolve(TSX_ENTRY) }, (line) => lines.push(line));
    assert.is(lines.find((line) => line.includes("social card")), FLAG_WARNING);
    assert.is(threadsStarted() - threads, 1, "one thread read the fonts");
    assert.equal(readers().filter((path) => !before.includes(path)), []);
    // Every card font's code points kept, so the cards' thread reads them with no HarfBuzz either.
    assert.is(readdirSync(cachePath(dir, "coverage")).filter((name) => name.endsWith(".json")).length, cardFontFiles("ibm-plex-sans-arabic").length);
  } finally {
    removeProject(dir);
  }
});

test("the card fonts draw Latin with its accents, Vietnamese, Greek, Cyrillic and, on Arabic cards, Arabic", async () => {
  const latin = await cardCoverage(undefined);
  const arabic = await cardCoverage("ibm-plex-sans-arabic");
  assert.equal(missingCharacters("Hire in Łódź, Hồ Chí Minh, Ελλάδα, Київ: 70% in 6–12 weeks", latin), []);
  assert.ok(missingCharacters("وظّف كفاءات", latin).includes("ظ"), "Arabic letters are not Inter's: only an Arabic card draws them");
  assert.equal(missingCharacters("وظّف كفاءات فلبينية موثوقة، خلال 6-12 أسبوعًا \u2068Filipino Talent Bridge\u2069", arabic), []);
  assert.equal(missingCharacters("東京 🚀 東", latin), ["東", "京", "🚀"]);
});

test("a card is given Inter's Latin and only the other scripts its words need (every script's file holds the space)", async () => {
  const given = async (font: Parameters<typeof cardFonts>[0], words: string) => (await cardFonts(font, words)).map((each) => `${each.name} ${each.weight}`);
  const latin = ["Inter 400", "Inter 700", "Inter 800"];
  assert.equal(await given(undefined, "Hire Filipino Professionals in Kuwait: 70% in 6–12 weeks"), latin);
  // Latin and latin-ext, or Latin and Greek: one more file of each weight.
  assert.equal(await given(undefined, "Hire in Łódź"), [...latin, ...latin]);
  assert.equal(await given(undefined, "Hire in Ελλάδα"), [...latin, ...latin]);
  assert.equal(await given("ibm-plex-sans-arabic", "وظّف كفاءات \u2068Filipino Talent Bridge\u2069"), ["IBM Plex Sans Arabic 400", "IBM Plex Sans Arabic 700", ...latin]);
});

test("the real site: no card character is missing, in any language", async () => {
  const lines: string[] = [];
  const checked = await checkAndReport(ROOT, { production: false, strict: false }, (line) => lines.push(line));
  assert.equal(checked.problems.filter((problem) => problem.message.includes("social card")), []);
});

test("an emoji in an Arabic title: a warning at its line and column in pages/ar/, naming the language", async () => {
  const dir = tempProject("real", { code: false });
  try {
    flagInArabicTitle(dir);
    const lines: string[] = [];
    await checkAndReport(dir, { production: false, strict: false }, (line) => lines.push(line));
    assert.is(lines.find((line) => line.includes("social card")), FLAG_WARNING);
  } finally {
    removeProject(dir);
  }
});

test.run();
