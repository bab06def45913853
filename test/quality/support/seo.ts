// Search-engine essentials of a built site: unique title and description, one absolute canonical equal to the sitemap
// entry, JSON-LD that parses and carries what its type requires, robots.txt naming the sitemap, 404 kept out of the index.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { HTMLElement } from "node-html-parser";
import { baseUrlOf, builtRoutes, namedData, parseHtml } from "./routes";

type Json = { [key: string]: unknown };

const ORGANIZATION_TYPES = new Set(["Organization", "Corporation", "EmploymentAgency", "LocalBusiness", "ProfessionalService"]);

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : undefined);
const absolute = (value: unknown) => typeof value === "string" && /^https:\/\/[^/]+/.test(value);

/** Problems of one page's JSON-LD blocks (anywhere in the document: React keeps them in place); `faq`: the page shows questions. */
function structuredDataProblems(root: HTMLElement, canonical: string | undefined, faq: boolean): string[] {
  const problems: string[] = [];
  const items: Json[] = [];
  for (const [index, script] of root.querySelectorAll('script[type="application/ld+json"]').entries()) {
    try {
      const parsed: unknown = JSON.parse(script.textContent);
      for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
        if (!isObject(item)) problems.push(`JSON-LD block ${index + 1} is not an object`);
        else items.push(item);
      }
    } catch (error) {
      problems.push(`JSON-LD block ${index + 1} does not parse: ${(error as Error).message}`);
    }
  }
  for (const item of items) {
    if (!/^https?:\/\/schema\.org\/?$/.test(String(item["@context"]))) problems.push(`JSON-LD ${String(item["@type"])} has no schema.org @context`);
    if (!text(item["@type"])) problems.push("JSON-LD block without @type");
  }
  const ofType = (test: (type: string) => boolean) => items.filter((item) => test(String(item["@type"])));
  const organizations = ofType((type) => ORGANIZATION_TYPES.has(type));
  if (organizations.length !== 1) problems.push(`expected one Organization/EmploymentAgency, found ${organizations.length}`);
  for (const org of organizations) {
    if (!text(org.name)) problems.push(`${String(org["@type"])} has no name`);
    if (!absolute(org.url)) problems.push(`${String(org["@type"])} has no absolute url`);
  }
  const trails = ofType((type) => type === "BreadcrumbList");
  if (trails.length !== 1) problems.push(`expected one BreadcrumbList, found ${trails.length}`);
  for (const trail of trails) {
    const steps = Array.isArray(trail.itemListElement) ? trail.itemListElement : [];
    if (steps.length === 0) problems.push("BreadcrumbList has no itemListElement");
    steps.forEach((step: unknown, index) => {
      if (!isObject(step) || step["@type"] !== "ListItem" || step.position !== index + 1 || !text(step.name) || !absolute(step.item)) {
        problems.push(`BreadcrumbList item ${index + 1} needs @type ListItem, position ${index + 1}, a name and an absolute item`);
      }
    });
    const last = steps[steps.length - 1];
    if (canonical && isObject(last) && last.item !== canonical) problems.push(`the last breadcrumb ${String(last.item)} is not the canonical ${canonical}`);
  }
  const faqs = ofType((type) => type === "FAQPage");
  if (faq !== (faqs.length === 1)) problems.push(faq ? "the page shows questions but has no FAQPage" : `unexpected FAQPage blocks: ${faqs.length}`);
  for (const page of faqs) {
    const questions = Array.isArray(page.mainEntity) ? page.mainEntity : [];
    if (questions.length === 0) problems.push("FAQPage has no mainEntity");
    questions.forEach((q: unknown, index) => {
      const answer = isObject(q) ? q.acceptedAnswer : undefined;
      if (!isObject(q) || q["@type"] !== "Question" || !text(q.name) || !isObject(answer) || answer["@type"] !== "Answer" || !text(answer.text)) {
        problems.push(`FAQPage question ${index + 1} needs @type Question, a name and an Answer with text`);
      }
    });
  }
  return problems;
}

/** Whether the page's own data lists a faq section (the client data is what the page was rendered from). */
function hasFaqSection(dist: string, root: HTMLElement): boolean {
  const sections = namedData<{ sections?: { type: string }[] }>(dist, root, "page")?.sections ?? [];
  return sections.some((section) => section.type === "faq");
}

export function seoProblems(dist: string): string[] {
  const problems: string[] = [];
  const baseUrl = baseUrlOf(dist);
  const routes = builtRoutes(dist);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const route of routes) {
    const report = (message: string) => problems.push(`${route.path}: ${message}`);
    const root = parseHtml(readFileSync(join(dist, route.file), "utf8"));
    const head = root.querySelector("head");
    if (!head) {
      report("no <head>");
      continue;
    }
    const titleTags = root.querySelectorAll("title");
    const title = titleTags[0]?.textContent.trim();
    if (titleTags.length !== 1 || !title || !head.querySelector("title")) report(`expected one non-empty <title> in <head>, found ${titleTags.length}`);
    else if (titles.has(title)) report(`title "${title}" is also the title of ${titles.get(title)}`);
    else titles.set(title, route.path);
    const descriptionTags = root.querySelectorAll('meta[name="description"]');
    const description = descriptionTags[0]?.getAttribute("content")?.trim();
    if (descriptionTags.length !== 1 || !description) report(`expected one non-empty meta description, found ${descriptionTags.length}`);
    else if (descriptions.has(description)) report(`description is also the description of ${descriptions.get(description)}`);
    else descriptions.set(description, route.path);
    const canonicals = root.querySelectorAll('link[rel="canonical"]');
    const canonical = canonicals[0]?.getAttribute("href");
    if (canonicals.length !== 1 || !canonical) report(`expected one canonical link, found ${canonicals.length}`);
    else if (!absolute(canonical)) report(`canonical ${canonical} is not an absolute https: address`);
    else if (canonical !== route.loc) report(`canonical ${canonical} differs from its sitemap entry ${route.loc}`);
    for (const problem of structuredDataProblems(root, canonical, hasFaqSection(dist, root))) report(problem);
  }
  const robotsFile = join(dist, "robots.txt");
  const robots = existsSync(robotsFile) ? readFileSync(robotsFile, "utf8") : "";
  if (!robots.split("\n").some((line) => line.trim() === `Sitemap: ${baseUrl}/sitemap.xml`)) {
    problems.push(`robots.txt: no line "Sitemap: ${baseUrl}/sitemap.xml"`);
  }
  const notFound = parseHtml(readFileSync(join(dist, "404.html"), "utf8"));
  if (notFound.querySelector('meta[name="robots"]')?.getAttribute("content") !== "noindex") problems.push('404.html: no <meta name="robots" content="noindex">');
  return problems;
}
