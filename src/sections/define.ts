// Ties a section's schema to its component and to everything else the type does: its band, its JSON-LD, its checks.
// Each section file derives its props with FromSchema<typeof schema>, so the component cannot drift from the schema.
import type { ComponentType } from "react";
import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import type { Tone } from "../ui/band";

export interface SectionSchema {
  type: "object";
  properties: { type: { const: string } };
}

/** Props every section component gets besides its data: the band colour chosen by the page. */
export interface Frame {
  tone: Tone;
}

/** What a section's own check may use: the site's facts, and a way to report at a field of the section. */
export interface CheckContext {
  /** Keys of the people in site.yaml. */
  people: string[];
  report: (field: (string | number)[], message: string, hint?: string) => void;
  /** "did you mean …? Xs: a, b, c", the engine's wording for a value not in a list. */
  suggest: (word: string, candidates: readonly string[], listName: string) => string;
}

/** A page summed up in a line or two, for its sharing card. */
export interface Summary {
  title: string;
  eyebrow?: string;
}

/** The optional parts of a section type; the engine asks every type, and names none. */
export interface SectionBehaviour<D> {
  /** The section draws its own full-width band (hero, cta), so it stands outside the alternating plain/alt rhythm. */
  ownBand?: boolean;
  /** The section holds the page's one main heading (hero: its title is the h1): every page has exactly one such section. */
  mainHeading?: boolean;
  /** JSON-LD the type adds to a page, made from all of its sections on that page (faq: one FAQPage). */
  structuredData?: (sections: D[]) => object | undefined;
  /**
   * What the page is about, in this section's words: the social card shows the first section on a page that has a
   * summary (hero: its eyebrow and title). The engine asks for it and names no type.
   */
  summary?: (data: D) => Summary | undefined;
  /** Checks against the rest of the site, run by `npm run validate` (contact: the person exists). */
  check?: (data: D, context: CheckContext) => void;
  /**
   * Realistic data for this type, valid against its schema (a test checks): the screenshot in docs/sections.md, and
   * what a visual editor starts a new section from. Each file passes it as
   * `process.env.SECTION_EXAMPLES === "off" ? undefined : example`: the site's browser bundle defines that "off", so
   * visitors do not download it (about 3 KiB gzip); a bundle that needs the examples leaves it undefined.
   */
  example?: Omit<D, keyof Frame>;
}

export interface SectionDef<S extends SectionSchema, P> extends SectionBehaviour<P> {
  type: S["properties"]["type"]["const"];
  schema: S;
  Component: ComponentType<P & Frame>;
}

export function defineSection<S extends SectionSchema, P extends { type: S["properties"]["type"]["const"] }>(
  schema: S,
  Component: ComponentType<P & Frame>,
  behaviour: SectionBehaviour<P> = {},
): SectionDef<S, P> {
  return { type: schema.properties.type.const, schema, Component, ...behaviour };
}

/** A section's data as written in a page spec, as its schema describes it. */
export type SectionExample<S extends JSONSchema> = FromSchema<S>;

/** A section component's props: its schema's data plus the frame. */
export type SectionProps<S extends JSONSchema> = FromSchema<S> & Frame;
