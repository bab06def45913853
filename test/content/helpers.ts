// Readers shared by the content tests: a route's built HTML parsed with a real HTML parser, and the parts of it
// (sections, cards, steps, lists, FAQ entries, links, figures) that SPEC.md §2 and §9 talk about.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as assert from "uvu/assert";
import { HTMLElement, TextNode, parse, type Node } from "node-html-parser";
import { parse as parseYaml } from "yaml";
import { ROOT, TEST_DIST, builtSite, htmlFileFor, readBuilt } from "../helpers/site";
import { parseRedirects, redirectFor, type ParsedRedirect } from "../../src/server/redirects";

interface SiteYaml {
  settings: { brand: string; baseUrl: string; email: string; bookingUrl: string };
  countries: { name: string; path: string }[];
  people: Record<string, { name: string; title: string; photo: string; photoAlt: string }>;
  routes: { path: string; page: string }[];
}

/** site.yaml as the editor wrote it: the values the built pages must carry (e-mail, booking URL, people, routes). */
export const site = parseYaml(readFileSync(join(ROOT, "site.yaml"), "utf8")) as SiteYaml;
export const routes = site.routes.map((route) => route.path);
/** The country pages, from site.yaml's countries: list, in its order. */
export const COUNTRY_ROUTES = site.countries.map((country) => country.path);

const parsed = new Map<string, HTMLElement>();

/** The built HTML file of a route (or "404.html"), parsed once per test run. */
export async function builtPage(path: string): Promise<HTMLElement> {
  const file = path === "404.html" ? path : htmlFileFor(path);
  let doc = parsed.get(file);
  if (!doc) {
    doc = parse(readBuilt(await builtSite(), file));
    parsed.set(file, doc);
  }
  return doc;
}

/** Whitespace collapsed, as a reader sees it. */
export const clean = (value: string) => value.replace(/\s+/g, " ").trim();

/** The text a sighted reader sees: screen-reader-only extras ("Step 1: ", "(opens in a new tab)") left out. */
export function visibleText(node: Node): string {
  if (node instanceof TextNode) return node.text;
  if (node instanceof HTMLElement) {
    if (node.classList.contains("visually-hidden")) return "";
    return node.childNodes.map(visibleText).join("");
  }
  return "";
}
export const textOf = (node: Node) => clean(visibleText(node));

/** All text of an element with blocks separated, for "this section says X" checks. */
export const proseOf = (element: HTMLElement) => clean(element.structuredText);

export const childElements = (element: HTMLElement, tag: string) =>
  element.childNodes.filter((node): node is HTMLElement => node instanceof HTMLElement && node.tagName === tag.toUpperCase());

export function one(root: HTMLElement, selector: string): HTMLElement {
  const found = root.querySelectorAll(selector);
  assert.is(found.length, 1, `exactly one ${selector}`);
  return found[0];
}

/**
 * A section's name as a reader finds it in the built page: its anchor id, or, for a band without one, "hero" (the band
 * with the h1) or "cta" (the closing band). The only place the tests name a section without an id.
 */
const nameOf = (section: HTMLElement) => section.id || (section.querySelector("h1") ? "hero" : "cta");

/** The page's sections in order, each with its name and its heading. */
export function sectionsOf(doc: HTMLElement): { name: string; heading: string }[] {
  return doc.querySelectorAll("main > section").map((section) => {
    const heading = section.querySelector("h1") ?? section.querySelector("h2");
    return { name: nameOf(section), heading: heading ? textOf(heading) : "" };
  });
}

export const sectionNames = (doc: HTMLElement) => sectionsOf(doc).map((section) => section.name);

/** A section by name as sectionsOf gives it; fails the test when it is missing or not unique. */
export function sectionNamed(doc: HTMLElement, name: string): HTMLElement {
  const matches = doc.querySelectorAll("main > section").filter((section) => nameOf(section) === name);
  assert.is(matches.length, 1, `one section named ${name}`);
  return matches[0];
}

export const headingOf = (section: HTMLElement) => textOf(section.querySelector("h1, h2") ?? section);

/** Card, option, step, promise and group titles: every h3 of the section, in order. */
export const titlesIn = (section: HTMLElement) => section.querySelectorAll("h3").map(textOf);

/** A steps section's step names, in order (the hidden "Step n:" prefix left out). */
export const stepsIn = (section: HTMLElement) => one(section, "ol").querySelectorAll("li > h3").map(textOf);

/** An industries section's lists: each group's heading (or "") and its entries, in order. */
export function groupsIn(section: HTMLElement): { title: string; items: string[] }[] {
  return section.querySelectorAll("ul").map((list) => {
    const title = list.parentNode?.querySelector("h3");
    return { title: title ? textOf(title) : "", items: childElements(list, "li").map(textOf) };
  });
}

export interface FaqEntry {
  question: string;
  answer: string;
  /** The entry shows the indicator icon beside its question. */
  icon: boolean;
  /** The answer is in the page as plain text, not behind a toggle. */
  open: boolean;
}

export function faqIn(section: HTMLElement): FaqEntry[] {
  return childElements(one(section, "ul"), "li").map((entry) => {
    const question = one(entry, "h3");
    const answer = one(entry, "p");
    return {
      question: textOf(question),
      answer: textOf(answer),
      icon: entry.querySelector(":scope > svg") !== null,
      open: entry.querySelector("details, button, [hidden], [aria-expanded]") === null,
    };
  });
}

export interface LinkInfo {
  href: string;
  text: string;
  target: string | undefined;
  rel: string | undefined;
}

let redirects: ParsedRedirect[] | undefined;

/**
 * Where a link takes the visitor: a counted /go/ path is followed to its target (without the UTM parameters, which
 * test/engine/calls-to-action.test.ts checks), and a mailto: is its address only (each page's subject is checked by
 * test/engine/email-subjects.test.ts).
 */
function destination(href: string): string {
  if (href.startsWith("/go/")) {
    redirects ??= parseRedirects(readFileSync(join(TEST_DIST, "_redirects"), "utf8"));
    const target = new URL(redirectFor(redirects, href, "")?.location ?? href, "https://www.example.com");
    for (const name of [...target.searchParams.keys()]) if (name.startsWith("utm_")) target.searchParams.delete(name);
    return target.href;
  }
  return href.replace(/^(mailto:[^?]*)\?subject=.*$/, "$1");
}

export const linksIn = (element: HTMLElement): LinkInfo[] =>
  element.querySelectorAll("a").map((a) => ({
    href: destination(a.getAttribute("href") ?? ""),
    text: textOf(a),
    target: a.getAttribute("target"),
    rel: a.getAttribute("rel"),
  }));

/** The figures of a hero (dl) or a stats section (li), as value and label. */
export function figuresIn(section: HTMLElement): { value: string; label: string }[] {
  const list = section.querySelector("dl");
  if (list) {
    return list.querySelectorAll("div").map((pair) => ({ value: textOf(one(pair, "dd")), label: textOf(one(pair, "dt")) }));
  }
  return section.querySelectorAll("li").map((item) => ({ value: textOf(one(item, "strong")), label: textOf(one(item, "span")) }));
}

/** The trust points under a hero's buttons. */
export const pointsIn = (hero: HTMLElement) => one(hero, "ul").querySelectorAll("li").map(textOf);

/** Every link off the site opens in a new tab without leaking the opener. */
export function assertExternalLinks(links: LinkInfo[]) {
  for (const link of links.filter((each) => /^https?:/.test(each.href))) {
    assert.is(link.target, "_blank", `${link.text} (${link.href}): target`);
    assert.is(link.rel, "noopener noreferrer", `${link.text} (${link.href}): rel`);
  }
}

/** The booking links among `links`: as many as expected, to the booking URL of site.yaml; gives their labels. */
export function assertBookingLinks(links: LinkInfo[], expected: number) {
  assertExternalLinks(links);
  const booking = links.filter((link) => link.href === site.settings.bookingUrl);
  assert.is(booking.length, expected, "booking links");
  return booking.map((link) => link.text);
}

/**
 * SPEC.md §2: on a country page every button leads to /contact; the only other links are the booking page
 * (new tab) and mailto: the company address.
 */
export function assertCountryLinks(doc: HTMLElement) {
  const links = linksIn(one(doc, "main"));
  const allowed = new Set(["/contact", site.settings.bookingUrl, `mailto:${site.settings.email}`]);
  for (const link of links) assert.ok(allowed.has(link.href), `"${link.text}" goes to ${link.href}, not /contact, booking or mailto`);
  const hero = linksIn(sectionNamed(doc, "hero"));
  assert.ok(hero.length >= 1, "the hero has a hiring button");
  for (const link of hero) assert.is(link.href, "/contact", `hero button "${link.text}"`);
  for (const link of linksIn(sectionNamed(doc, "services"))) assert.is(link.href, "/contact", `option button "${link.text}"`);
  assertExternalLinks(links);
}

/**
 * A country page's contact section: the person from site.yaml (photo with alt, name, title), the e-mail as a
 * mailto link, and "Book a call" to the booking page in a new tab.
 */
export function assertConsultantCard(doc: HTMLElement, personKey: string, title: string) {
  const person = site.people[personKey];
  assert.ok(person, `person ${personKey} in site.yaml`);
  assert.is(person.title, title);
  const section = sectionNamed(doc, "contact");
  const photo = one(section, "img");
  assert.is(photo.getAttribute("src"), person.photo);
  assert.is(photo.getAttribute("alt"), person.photoAlt);
  assert.ok(photo.getAttribute("width") && photo.getAttribute("height"), "photo has width and height");
  const card = photo.parentNode;
  assert.ok(card, "the photo sits in a card");
  assert.is(textOf(one(card, "strong")), person.name);
  assert.ok(textOf(card).includes(title), `card shows the title ${title}`);
  const links = linksIn(section);
  assert.equal(
    links.filter((link) => link.href.startsWith("mailto:")).map((link) => [link.href, link.text]),
    [[`mailto:${site.settings.email}`, site.settings.email]],
  );
  assert.equal(assertBookingLinks(links, 1), ["Book a call"]);
}

/** Timelines ("6-12 weeks", "2-3 months") the text mentions, fees such as "1-2 months' salary" left out. */
export function timelinesIn(text: string): string[] {
  const found = [...text.matchAll(/(\d+-\d+) (weeks|months)(?!')/g)].map((match) => `${match[1]} ${match[2]}`);
  return [...new Set(found)].sort();
}

interface FaqPageLd {
  "@type": string;
  mainEntity: { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }[];
}

/** The page's FAQPage structured data holds exactly the questions and answers the page shows. */
export function assertFaqStructuredData(doc: HTMLElement, shown: FaqEntry[]) {
  const blocks = doc
    .querySelectorAll('script[type="application/ld+json"]')
    .map((script) => JSON.parse(script.rawText) as { "@type": string })
    .filter((data): data is FaqPageLd => data["@type"] === "FAQPage");
  assert.is(blocks.length, 1, "one FAQPage block");
  assert.equal(
    blocks[0].mainEntity.map((entry) => [entry["@type"], entry.name, entry.acceptedAnswer["@type"], entry.acceptedAnswer.text]),
    shown.map((entry) => ["Question", entry.question, "Answer", entry.answer]),
  );
}

/**
 * A legal page's prose: "last updated" with the date, and a table of contents whose every link points at a
 * heading on the page, one per part, in order. Gives the text of each part by its id.
 */
export function legalParts(doc: HTMLElement, sectionId: string, updated: string): Map<string, string> {
  const section = sectionNamed(doc, sectionId);
  assert.ok(proseOf(section).includes(`Last updated: ${updated}`), `last updated ${updated}`);
  const toc = one(section, "nav");
  const targets = linksIn(toc).map((link) => link.href);
  const headings = section.querySelectorAll("h2[id], h3[id]");
  assert.ok(targets.length >= 10, "a table of contents");
  assert.equal(targets, headings.map((heading) => `#${heading.id}`), "one link per part, in order");
  for (const target of targets) assert.is(doc.querySelectorAll(`[id="${target.slice(1)}"]`).length, 1, `${target} names one element`);
  const parts = new Map<string, string>();
  for (const heading of headings) parts.set(heading.id, proseOf(heading.parentNode ?? heading));
  return parts;
}

/** The two hiring options of a country page: Onsite Hiring and Remote Outsourcing, anchored, each to /contact. */
export function assertHiringOptions(doc: HTMLElement) {
  const services = sectionNamed(doc, "services");
  assert.equal(titlesIn(services), ["Onsite Hiring", "Remote Outsourcing"]);
  assert.equal(services.querySelectorAll("article").map((card) => card.id), ["onsite-hiring", "remote-outsourcing"]);
  assert.equal(linksIn(services).map((link) => link.href), ["/contact", "/contact"]);
}
