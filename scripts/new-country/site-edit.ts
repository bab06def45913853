// Adds a country to site.yaml: its route, its entry in countries: (or, without that list, its footer link) and its consultant. The yaml Document API finds where each
// goes and writes each new entry; they are inserted as new lines, so every other line, comment and alignment stays.
import { Document, isMap, isScalar, isSeq, parseDocument, type Node, type Pair, type Scalar, type YAMLMap, type YAMLSeq } from "yaml";

export interface Country {
  name: string;
  path: string;
  page: string;
  person: string;
  /** ISO 3166-1 alpha-2, written into the country's entry in countries: when given. */
  code?: string;
}

export class SiteEditError extends Error {}

interface Insertion {
  at: number;
  text: string;
}

const lineStart = (text: string, offset: number) => text.lastIndexOf("\n", offset - 1) + 1;
/** Just after the line on which a node ends (its trailing comment included; blank lines after it are not its). */
function afterLine(text: string, nodeEnd: number) {
  let last = nodeEnd;
  while (last > 0 && /\s/.test(text[last - 1])) last--;
  const end = text.indexOf("\n", last);
  return end < 0 ? text.length : end + 1;
}

/** One entry of a list, written like the entry before it (`- { a: 1 }` or block lines), at the same indentation. */
export function seqEntry(text: string, previous: Node, value: Record<string, string>): Insertion {
  const [start, end] = previous.range!;
  const from = lineStart(text, start);
  const dash = text.slice(from, start).lastIndexOf("-");
  const doc = new Document(value);
  if (isMap(previous) && previous.flow) (doc.contents as YAMLMap).flow = true;
  const lines = doc.toString({ lineWidth: 0 }).trimEnd().split("\n");
  const pad = " ".repeat(dash);
  return { at: afterLine(text, end), text: lines.map((line, i) => (i === 0 ? `${pad}- ${line}` : `${pad}  ${line}`)).join("\n") + "\n" };
}

function lastRoute(routes: YAMLSeq): Node {
  const items = routes.items as Node[];
  const countries = items.filter((item) => isMap(item) && String(item.get("page") ?? "").startsWith("for-"));
  return countries[countries.length - 1] ?? items[items.length - 1];
}

function consultant(text: string, people: YAMLMap | undefined, country: Country): Insertion {
  const entry = new Document({
    [country.person]: {
      name: "Example Name",
      title: `${country.name} Market Consultant`,
      photo: "/images/consultant-placeholder.svg",
      photoAlt: `Placeholder portrait of the ${country.name} market consultant`,
    },
  });
  const name = entry.getIn([country.person, "name"], true) as Scalar;
  name.comment = " EXAMPLE: the consultant's name (a --production build refuses it)";
  const lines = entry.toString({ lineWidth: 0 }).trimEnd().split("\n");
  const last = people?.items[people.items.length - 1] as Pair<Node, Node> | undefined;
  if (!people || !last?.key?.range || !last.value?.range) return { at: text.length, text: `${text.endsWith("\n") ? "" : "\n"}people:\n${lines.map((l) => `  ${l}`).join("\n")}\n` };
  const indent = last.key.range[0] - lineStart(text, last.key.range[0]);
  return { at: afterLine(text, last.value.range[1]), text: lines.map((line) => " ".repeat(indent) + line).join("\n") + "\n" };
}

export function addCountry(text: string, country: Country): string {
  const doc = parseDocument(text, { keepSourceTokens: false });
  if (doc.errors.length) throw new SiteEditError("site.yaml has errors; fix them first (npm run validate shows where)");
  const routes = doc.get("routes", true);
  if (!isSeq(routes) || !routes.items.length) throw new SiteEditError("site.yaml has no routes: list");
  // The countries: list when the site has one (the footer is made from it), else the footer's country column.
  const list = doc.get("countries", true);
  const groups = doc.getIn(["footer", "groups"], true);
  const column = isSeq(groups) ? (groups.items as Node[]).find((group) => isMap(group) && group.get("key") === "footer.countries") : undefined;
  const links = isMap(column) ? column.get("links", true) : undefined;
  const countryEntry = isSeq(list) && list.items.length
    ? seqEntry(text, list.items[list.items.length - 1] as Node, { name: country.name, path: country.path, ...(country.code ? { code: country.code } : {}) })
    : isSeq(links) && links.items.length
      ? seqEntry(text, links.items[links.items.length - 1] as Node, { text: country.name, href: country.path })
      : undefined;
  if (!countryEntry) throw new SiteEditError("site.yaml has no countries: list (nor a footer column with key: footer.countries and its links:)");
  const people = doc.get("people", true);
  if (people !== undefined && !isMap(people)) throw new SiteEditError("people: in site.yaml is not a mapping");

  const insertions = [
    seqEntry(text, lastRoute(routes), { path: country.path, page: country.page }),
    countryEntry,
    consultant(text, isMap(people) ? people : undefined, country),
  ].sort((a, b) => b.at - a.at); // from the end, so earlier offsets stay valid
  let edited = text;
  for (const { at, text: lines } of insertions) edited = edited.slice(0, at) + lines + edited.slice(at);
  return edited;
}

/** For the refusal messages: what site.yaml already has. */
export function existing(text: string): { paths: string[]; pages: string[]; people: string[]; codes: Map<string, string> } {
  const doc = parseDocument(text);
  const routes = doc.get("routes", true);
  const list = isSeq(routes) ? (routes.items as Node[]).filter(isMap) : [];
  const people = doc.get("people", true);
  const countries = doc.get("countries", true);
  const codes = new Map<string, string>();
  if (isSeq(countries)) for (const entry of countries.items) if (isMap(entry) && entry.get("code")) codes.set(String(entry.get("code")), String(entry.get("name")));
  return {
    codes,
    paths: list.map((route) => String(route.get("path"))),
    pages: list.map((route) => String(route.get("page"))),
    people: isMap(people) ? people.items.map((pair) => (isScalar(pair.key) ? String(pair.key.value) : "")) : [],
  };
}
