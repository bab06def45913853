// The checks of a site's other languages beyond each file's own: UI keys missing from a locale, stale fields, files
// that are absent; and the one line per language validate ends with.
import type { Messages } from "../../core/i18n";
import { languagePath } from "../../core/languages";
import { locate, reportAt } from "../load/locate";
import { LOCALES_DIR } from "../load/messages";
import type { Project } from "../model";
import { SITE_WORDS, translationFile } from "./load";
import { publishedLanguages } from "./published";
import { reportStale, staleFields } from "./stale";
import { checkExampleComments } from "../check/example-comments";
import { FILL_IN, MARKUP } from "../check/page";

/** Every key of a messages tree, dotted. */
const keysOf = (messages: Messages, prefix = ""): string[] =>
  Object.entries(messages).flatMap(([key, value]) => (typeof value === "string" ? [prefix + key] : keysOf(value, `${prefix}${key}.`)));

export function missingKeys(english: Messages, other: Messages): string[] {
  const have = new Set(keysOf(other));
  return keysOf(english).filter((key) => !have.has(key));
}

export function checkTranslations(project: Project, production: boolean) {
  const site = project.site;
  if (!site) return;
  const [, ...others] = site.data.settings.languages;
  others.forEach((language, index) => {
    // Located only for a problem: site.yaml (one route per page) is not parsed again for nothing.
    const entry = () => locate(site.doc, ["settings", "languages", index + 1]).value;
    const localeName = `${LOCALES_DIR}/${language.code}.json`;
    const messages = project.locales.get(language.code);
    if (!messages) {
      if (!project.files.some((file) => file.name === localeName)) reportAt(site.file, entry(), `${localeName} is missing, so no page is published in ${language.name}`, `create it with every key of ${LOCALES_DIR}/en.json, translated`, "warning");
    } else {
      const missing = missingKeys(project.messages, messages);
      const file = project.files.find((f) => f.name === localeName);
      if (missing.length && file) file.report("warning", 0, 1, `${missing.length} UI ${missing.length === 1 ? "key" : "keys"} missing: ${missing.slice(0, 6).join(", ")}${missing.length > 6 ? ", …" : ""}`, `add ${missing.length === 1 ? "it" : "them"} with the ${language.name} words; on the page a missing key shows as the key itself`);
    }
    if (!project.translations.some((t) => t.language === language.code && t.name === SITE_WORDS)) {
      reportAt(site.file, entry(), `${translationFile(language.code, SITE_WORDS)} is missing, so no page is published in ${language.name}`, `start it with: npm run translate -- ${language.code} home`, "warning");
    }
  });
  reportStale(staleFields(project), production);
  for (const translation of project.translations) {
    checkExampleComments(translation.examples, translation.file, production);
    // The same words-level checks as a page: text still to be written, markup pasted in.
    for (const word of translation.words) {
      if (word.text === word.english) continue;
      // Located only for a problem: a translation loaded from the cache is not parsed again for nothing.
      const at = () => locate(translation.doc, word.path);
      if (FILL_IN.test(word.text)) reportAt(translation.file, at().value ?? at().nearest, "this text is still to be written (FILL IN)", production ? "write the real text before publishing" : "write the real text; a --production build refuses it", production ? "error" : "warning");
      else if (MARKUP.test(word.text)) reportAt(translation.file, at().value ?? at().nearest, "text looks like markup (HTML or Markdown)", "it is shown exactly as written, tags and all; write plain text", "warning");
    }
  }
}

/** `de (Deutsch): 7 of 18 pages published, 412 fields translated, 0 stale, 0 UI keys missing`, per other language. */
export function languageLines(project: Project): string[] {
  const site = project.site;
  if (!site) return [];
  const published = publishedLanguages(project);
  const stale = staleFields(project);
  return site.data.settings.languages.slice(1).map((language) => {
    const pages = published.find((p) => p.language.code === language.code)?.pages.size ?? 0;
    const translations = project.translations.filter((t) => t.language === language.code);
    const fields = translations.reduce((sum, t) => sum + t.words.filter((w) => w.text !== w.english).length, 0);
    const staleCount = stale.filter((s) => s.translation.language === language.code).length;
    const messages = project.locales.get(language.code);
    const keys = messages ? missingKeys(project.messages, messages).length : "all";
    return `${language.code} (${language.name}): ${pages} of ${project.pages.length} pages published, ${fields} fields translated, ${staleCount} stale, ${keys} UI keys missing`;
  });
}

/** The other languages' addresses: published now, and those whose translation exists but is not complete (by its file). */
export function translatedRoutes(project: Project): { live: string[]; waiting: Map<string, string> } {
  const site = project.site!.data;
  const codes = site.settings.languages.map((language) => language.code);
  // A routed English page that did not load (its own error is reported): its translations' addresses are not "gone".
  const loaded = new Set(project.pages.map((page) => page.name));
  const waitingForEnglish = site.routes.filter((route) => !loaded.has(route.page)).flatMap((route) => codes.slice(1).map((code) => languagePath(route.path, code, codes[0])));
  const live = [...publishedLanguages(project).slice(1).flatMap((language) => [...language.pages.values()].map((page) => page.path)), ...waitingForEnglish];
  const waiting = new Map(project.translations.flatMap((t) => (t.path && !live.includes(t.path) ? [[t.path, t.file.name] as const] : [])));
  return { live, waiting };
}
