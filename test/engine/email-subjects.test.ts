// Every e-mail link the site renders names where the lead came from: a subject per page (the market on a country page)
// ending in the call to action's reference ([KW-contact]), encoded per RFC 6068, to the one company address; and it
// follows the visitor through client-side navigation.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { PageData } from "../../src/app/page-data";
import { openPage, startSession, stopSession, waitForHydration } from "../helpers/browser";
import { builtSite, siteCountries } from "../helpers/site";
import { mailReference } from "../../src/ui/cta";
import { withSubject } from "../../src/ui/mailto";
import { builtRoutes, namedData, parseHtml } from "../quality/support/routes";

const test = suite("e-mail links carry the page's subject");

/** RFC 6068: after "?", hfields of qchar (unreserved, pct-encoded, some-delims other than "&"); no raw space or break. */
const HFIELDS = /^[A-Za-z0-9\-._~!$'()*+,;:@%]+=[A-Za-z0-9\-._~!$'()*+,;:@%]*(&[A-Za-z0-9\-._~!$'()*+,;:@%]+=[A-Za-z0-9\-._~!$'()*+,;:@%]*)*$/;

function mailtos(html: string): string[] {
  return parseHtml(html).querySelectorAll('a[href^="mailto:"]').map((a) => a.getAttribute("href")!);
}

function subjectOf(href: string, address: string): string {
  const [to, query = ""] = href.slice("mailto:".length).split(/\?(.*)/s);
  assert.is(to, address, `${href}: the company address`);
  assert.ok(HFIELDS.test(query), `${href}: RFC 6068 encoded`);
  const fields = new URLSearchParams(query.replace(/\+/g, "%2B"));
  assert.equal([...fields.keys()], ["subject"], `${href}: one subject`);
  return decodeURIComponent(query.slice("subject=".length));
}

/** The subject without the call to action's reference, and the reference. */
function splitReference(subject: string): [string, string] {
  const match = / \[([A-Za-z0-9-]+)\]$/.exec(subject);
  assert.ok(match, `"${subject}" ends with a [reference]`);
  return [subject.slice(0, match.index), match[1]];
}

test("every mailto in dist/ has the subject of its page; country pages name their market", async () => {
  const dist = await builtSite();
  const address = namedData<{ email: string }>(dist, parseHtml(readFileSync(join(dist, "index.html"), "utf8")), "site")!.email;
  const found = new Map<string, string[]>();
  for (const route of builtRoutes(dist)) {
    const html = readFileSync(join(dist, route.file), "utf8");
    const page = namedData<PageData>(dist, parseHtml(html), "page")!;
    const links = mailtos(html);
    assert.ok(links.length >= 1, `${route.path}: the footer's e-mail link at least`);
    const subjects = [...new Set(links.map((href) => splitReference(subjectOf(href, address))[0]))];
    assert.equal(subjects, [page.meta.emailSubject], route.path);
    const market = siteCountries().find((country) => country.path === route.path);
    if (market) assert.is(subjects[0], `Hiring enquiry: ${market.name}`, route.path);
    found.set(route.path, subjects);
  }
  assert.equal(found.get("/for-kuwait"), ["Hiring enquiry: Kuwait"]);
  assert.equal(found.get("/for-uae"), ["Hiring enquiry: UAE"]);
  assert.equal(found.get("/for-agencies"), ["Agency partnership enquiry"]);
  assert.equal(found.get("/for-employers"), ["Hiring enquiry"]);
  assert.equal(found.get("/contact"), ["Enquiry from the Contact page"]);
  assert.equal(mailtos(readFileSync(join(dist, "404.html"), "utf8")).map((href) => subjectOf(href, address)), ["Enquiry from the Filipino Talent Bridge website [not-found-footer]"]);
  assert.equal(mailtos(readFileSync(join(dist, "for-kuwait/index.html"), "utf8")), [
    "mailto:hello@example.com?subject=Hiring%20enquiry%3A%20Kuwait%20%5BKW-contact%5D",
    "mailto:hello@example.com?subject=Hiring%20enquiry%3A%20Kuwait%20%5BKW-footer%5D",
  ]);
  assert.equal(mailtos(readFileSync(join(dist, "contact/index.html"), "utf8")).map((href) => splitReference(subjectOf(href, address))[1]), ["contact-hero-2", "contact-footer"]);
});

test("German and Arabic subjects with their reference: RFC 6068 encoded, decoded back exactly", () => {
  for (const subject of ["Anfrage: Fachkräfte für Deutschland", "استفسار توظيف: الكويت"]) {
    const href = withSubject("mailto:hello@example.com", `${subject} ${mailReference({ id: "de-for-germany", ref: "DE" }, "hero", "2")}`);
    assert.is(subjectOf(href, "hello@example.com"), `${subject} [DE-hero-2]`);
    assert.not.match(href, /[^\x21-\x7e]/, "ASCII only, no space");
  }
});

test("after client-side navigation the footer's e-mail link names the new page", async () => {
  const session = await startSession();
  try {
    const { page, context } = await openPage(session);
    await page.goto(`${session.url}/for-kuwait`);
    await waitForHydration(page);
    await page.locator('footer a[href="/for-agencies"]').click();
    await page.waitForURL(`${session.url}/for-agencies`);
    await page.waitForFunction(() => document.querySelector("footer a[href^='mailto:']")?.getAttribute("href")?.includes("Agency"));
    assert.is(await page.locator("footer a[href^='mailto:']").getAttribute("href"), "mailto:hello@example.com?subject=Agency%20partnership%20enquiry%20%5Bfor-agencies-footer%5D");
    await context.close();
  } finally {
    await stopSession();
  }
});

test.run();
