// Gate: every page's JSON-LD uses schema.org's vocabulary (types, properties and ranges as schema-dts declares them),
// puts a WebPage inside the one WebSite, names the organisation's contact point and markets, and on a country page
// offers a Service for that country with its ISO 3166-1 code.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { PageData } from "../../src/app/page-data";
import { builtSite, siteCountries } from "../helpers/site";
import { builtRoutes, englishPathOf, namedData, parseHtml, type BuiltRoute } from "./support/routes";
import { Vocabulary } from "./support/schema-vocabulary";

const test = suite("quality gate: structured data");
const vocabulary = new Vocabulary();
type Node = Record<string, unknown> & { "@type": string; "@id"?: string };

interface Built {
  route: BuiltRoute;
  page: PageData;
  nodes: Node[];
}
let built: Built[] = [];
let email = "";

test.before(async () => {
  const dist = await builtSite();
  built = builtRoutes(dist).map((route) => {
    const root = parseHtml(readFileSync(join(dist, route.file), "utf8"));
    const nodes = root.querySelectorAll('script[type="application/ld+json"]').map((script) => JSON.parse(script.textContent) as Node);
    return { route, page: namedData<PageData>(dist, root, "page")!, nodes };
  });
  email = namedData<{ email: string }>(dist, parseHtml(readFileSync(join(dist, "index.html"), "utf8")), "site")!.email;
});

const one = (nodes: Node[], type: string, path: string): Node => {
  const found = nodes.filter((node) => node["@type"] === type);
  assert.is(found.length, 1, `${path}: one ${type}`);
  return found[0];
};

test("the vocabulary check finds an unknown type, a property the type lacks, and a value outside the range", () => {
  assert.ok(vocabulary.typeCount > 800, `types read from schema-dts: ${vocabulary.typeCount}`);
  assert.equal(vocabulary.problems({ "@context": "https://schema.org", "@type": "Servise" }), ['$: "Servise" is not a schema.org type']);
  assert.equal(vocabulary.problems({ "@type": "Country", name: "Kuwait", isoCode: "KW" }), ['$: Country has no property "isoCode"']);
  assert.equal(vocabulary.problems({ "@type": "WebPage", isPartOf: { "@type": "Person", name: "x" } }), ["$.isPartOf: Person is not in the range CreativeWork | URL | IdReference"]);
  assert.equal(vocabulary.problems({ "@type": "Service", provider: "x", areaServed: [{ "@type": "Country", name: "Oman" }, 3] }), ["$.areaServed[1]: a number is not in the range AdministrativeArea | GeoShape | Place | Text | IdReference"]);
});

test("every page's JSON-LD: schema.org types, their own properties, values in range", () => {
  assert.ok(built.length >= 10);
  for (const { route, nodes } of built) {
    assert.ok(nodes.length >= 4, route.path);
    assert.equal(nodes.flatMap((node) => vocabulary.problems(node)), [], route.path);
  }
});

test("every page is a WebPage inside the WebSite, published by the organisation, with its breadcrumb trail", () => {
  for (const { route, page, nodes } of built) {
    const organization = nodes[0];
    const website = one(nodes, "WebSite", route.path);
    const webPage = one(nodes, "WebPage", route.path);
    assert.equal(website.publisher, { "@id": organization["@id"] });
    assert.is(webPage.url, route.loc);
    assert.is(webPage.name, page.meta.title);
    assert.equal(webPage.isPartOf, { "@id": website["@id"] }, route.path);
    assert.equal(webPage.breadcrumb, { "@id": one(nodes, "BreadcrumbList", route.path)["@id"] }, route.path);
  }
});

test("the organisation: the company e-mail as contact point, every market as areaServed", () => {
  // Every country of site.yaml: by its ISO code, or by its name where site.yaml gives no code.
  const markets = siteCountries().map((country) => country.code ?? country.name).sort();
  for (const code of ["AE", "BH", "DE", "HK", "KW", "OM", "QA", "SA", "SG"]) assert.ok(markets.includes(code), code);
  for (const { route, nodes } of built) {
    const organization = nodes[0];
    assert.is(organization["@type"], "EmploymentAgency", route.path);
    const contact = organization.contactPoint as Node;
    assert.is(contact["@type"], "ContactPoint");
    assert.is(contact.email, email);
    for (const served of [organization.areaServed, contact.areaServed] as Node[][]) {
      assert.equal(served.map((country) => country.identifier ?? country.name).sort(), markets, route.path);
    }
  }
});

test("a country page offers a Service in its country (ISO code and English name), provided by the organisation", () => {
  const names: Record<string, string> = {};
  for (const { route, nodes } of built) {
    const services = nodes.filter((node) => node["@type"] === "Service");
    // A translated country page (/de/for-germany) offers the same Service as its English page.
    const market = siteCountries().find((country) => country.path === englishPathOf(route.path));
    if (!market) {
      assert.is(services.length, 0, route.path);
      continue;
    }
    const service = one(nodes, "Service", route.path);
    assert.ok(typeof service.serviceType === "string" && service.serviceType.length > 0);
    assert.equal(service.provider, { "@id": nodes[0]["@id"] });
    const area = service.areaServed as Node;
    assert.is(area["@type"], "Country");
    assert.is(area.identifier, market.code, route.path);
    names[route.path] = String(area.name);
  }
  assert.is(names["/for-kuwait"], "Kuwait");
  assert.is(names["/for-uae"], "United Arab Emirates");
  assert.is(names["/for-hong-kong"], "Hong Kong");
});

test.run();
