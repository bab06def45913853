// Every character of the site's languages is drawn on its social cards, and one the card fonts lack (CJK, emoji) is a
// warning at the line of the translation or page that holds it, never a silent empty box.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { checkAndReport } from "../../src/pipeline/check-and-render";
import { cardCoverage, missingCharacters } from "../../src/pipeline/emit/social-card/coverage";
import { removeProject, tempProject } from "../helpers/project";
import { ROOT } from "../helpers/site";

const test = suite("social cards: characters they cannot draw");

test("the card fonts draw Latin with its accents, Vietnamese, Greek, Cyrillic and, on Arabic cards, Arabic", async () => {
  const latin = await cardCoverage(undefined);
  const arabic = await cardCoverage("ibm-plex-sans-arabic");
  assert.equal(missingCharacters("Hire in Łódź, Hồ Chí Minh, Ελλάδα, Київ: 70% in 6–12 weeks", latin), []);
  assert.ok(missingCharacters("وظّف كفاءات", latin).includes("ظ"), "Arabic letters are not Inter's: only an Arabic card draws them");
  assert.equal(missingCharacters("وظّف كفاءات فلبينية موثوقة، خلال 6-12 أسبوعًا \u2068Filipino Talent Bridge\u2069", arabic), []);
  assert.equal(missingCharacters("東京 🚀 東", latin), ["東", "京", "🚀"]);
});

test("the real site: no card character is missing, in any language", async () => {
  const lines: string[] = [];
  const checked = await checkAndReport(ROOT, { production: false, strict: false }, (line) => lines.push(line));
  assert.equal(checked.problems.filter((problem) => problem.message.includes("social card")), []);
});

test("an emoji in an Arabic title: a warning at its line and column in pages/ar/, naming the language", async () => {
  const dir = tempProject("real", { code: false });
  try {
    const file = join(dir, "pages/ar/for-kuwait.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace("title: وظّف مختصين فلبينيين مهرة لأعمالك في الكويت", "title: وظّف مختصين فلبينيين مهرة لأعمالك في الكويت 🇰🇼"));
    const lines: string[] = [];
    await checkAndReport(dir, { production: false, strict: false }, (line) => lines.push(line));
    const warning = lines.find((line) => line.includes("social card"));
    assert.is(
      warning,
      [
        "pages/ar/for-kuwait.yaml:16:56: warning: 2 characters are not in any font of the social card: “🇰” (U+1F1F0), “🇼” (U+1F1FC); the العربية card shows an empty box in their place",
        "  hint: write them another way, or ask a developer for a typeface that has them (settings.languages[].font)",
        "  16 |     title: وظّف مختصين فلبينيين مهرة لأعمالك في الكويت 🇰🇼",
        `     |${" ".repeat(56)}^^\n`,
      ].join("\n"),
    );
  } finally {
    removeProject(dir);
  }
});

test.run();
