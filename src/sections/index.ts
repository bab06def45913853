// The section registry: every section type, its schema and its component. Adding a type is one line here.
import type { FromSchema } from "json-schema-to-ts";
import type { ComponentType } from "react";
import { benefitsSection } from "./benefits";
import { contactSection } from "./contact";
import type { Frame, SectionBehaviour } from "./define";
import { ctaSection } from "./cta";
import { faqSection } from "./faq";
import { heroSection } from "./hero";
import { industriesSection } from "./industries";
import { optionsSection } from "./options";
import { proseSection } from "./prose";
import { statsSection } from "./stats";
import { stepsSection } from "./steps";

export const sectionDefs = [
  heroSection,
  benefitsSection,
  optionsSection,
  industriesSection,
  stepsSection,
  statsSection,
  contactSection,
  faqSection,
  ctaSection,
  proseSection,
] as const;

type Def = (typeof sectionDefs)[number];
export type SectionType = Def["type"];
/** One section as written in a page spec: the union of every type's data. */
export type SectionData = Def extends infer D ? (D extends { schema: infer S } ? FromSchema<S & object> : never) : never;

export const sectionTypes = sectionDefs.map((def) => def.type) as SectionType[];
export const sectionSchemas = sectionDefs.map((def) => def.schema);

/** A registered type seen from the engine, which handles every type alike and names none. */
export interface AnySection extends SectionBehaviour<SectionData> {
  type: SectionType;
  Component: ComponentType<SectionData & Frame>;
}

/**
 * The registry by type. Each definition's members take that type's own data; the page hands each section to the
 * definition of its own type, so widening them to the union here is exact.
 */
export const sectionByType = new Map<string, AnySection>(sectionDefs.map((def) => [def.type, def as unknown as AnySection]));
