// The Site view's fields: which values of site.yaml (and which English labels) an editor changes there, in editors'
// words. Types, limits and whether a value is required come from the site schema; the server accepts only these paths.
import { siteSchema } from "../schema/site";
import type { Schema } from "./schema-walk";

export type SitePath = (string | number)[];

export interface SiteField {
  /** The value's place in site.yaml; "*" stands for each person (by key) or each country (by place). */
  at: readonly string[];
  label: string;
  /** The editor's own help, where the schema's description speaks to a developer ("" for none: the part's introduction says it). */
  help?: string;
  /** "address": one line however long it may be (an e-mail, a web address); "paragraph": a box of lines however short. */
  kind?: "photo" | "country-code" | "address" | "paragraph";
}

/** A value changed in the Site view, as the editor sends it: its place and its new text. */
export interface SiteValue {
  path: SitePath;
  text: string;
}

export const COMPANY_FIELDS: readonly SiteField[] = [
  { at: ["settings", "brand"], label: "Company name", help: "Shown in the header, the footer and every page title." },
  { at: ["settings", "email"], label: "Company e-mail", kind: "address", help: "Where visitors write to. Pages show it wherever they say {email}." },
  { at: ["settings", "bookingUrl"], label: "Booking link", kind: "address", help: "The page where visitors book a free consultation, starting with https://. Pages link to it with {booking}." },
];

export const FOOTER_FIELDS: readonly SiteField[] = [
  { at: ["footer", "about"], label: "Footer text", help: "The sentence under the company name at the foot of every page." },
];

export const PERSON_FIELDS: readonly SiteField[] = [
  { at: ["people", "*", "name"], label: "Name", help: "" },
  { at: ["people", "*", "title"], label: "Job title", help: "" },
  { at: ["people", "*", "photo"], label: "Photo", kind: "photo" },
  { at: ["people", "*", "photoAlt"], label: "Photo description", kind: "paragraph", help: "What the photo shows, for visitors who cannot see it." },
];

export const COUNTRY_FIELDS: readonly SiteField[] = [
  { at: ["countries", "*", "name"], label: "Name on the site", help: "" },
  { at: ["countries", "*", "code"], label: "Country for search engines", kind: "country-code", help: "" },
];

/** A link written with its own words (text:) rather than a translated label. */
export const LINK_TEXT_FIELD: SiteField = { at: ["navigation", "links", "*", "text"], label: "Label" };
export const ACTION_TEXT_FIELD: SiteField = { at: ["navigation", "action", "text"], label: "Button label" };

const ALL = [...COMPANY_FIELDS, ...FOOTER_FIELDS, ...PERSON_FIELDS, ...COUNTRY_FIELDS, LINK_TEXT_FIELD, ACTION_TEXT_FIELD];

/** English labels (public/locales/en.json) of the navigation and the footer's columns: at most this long. */
export const LABEL_MAX = 60;
/** A label's place: ["labels", "navigation.home"]. */
export const LABELS = "labels";
export const LABEL_SCHEMA: Schema = { type: "string", minLength: 1, maxLength: LABEL_MAX };

/** The schema of the value at `path` in site.yaml, walking people's keys and lists' items. */
export function schemaAt(path: SitePath): Schema | undefined {
  if (path[0] === LABELS) return LABEL_SCHEMA;
  let node: Schema | undefined = siteSchema as unknown as Schema;
  for (const part of path) {
    if (!node) return undefined;
    if (typeof part === "number") node = node.items;
    else node = node.properties?.[part] ?? (typeof node.additionalProperties === "object" ? (node.additionalProperties as Schema) : undefined);
  }
  return node;
}

/** The field a path belongs to, or undefined when the Site view does not edit it. */
export function fieldAt(path: SitePath): SiteField | undefined {
  return ALL.find((field) => field.at.length === path.length && field.at.every((part, i) => part === "*" || part === path[i]));
}

/** The path of a field for one person or country: "*" replaced by its key or place. */
export const pathOf = (field: SiteField, entry?: string | number): SitePath => field.at.map((part) => (part === "*" ? entry! : part));
