// The section registry: every section type, its schema and its component. Adding a type is one line here.
import type { FromSchema } from "json-schema-to-ts";
import { benefitsSection } from "./benefits";
import { contactSection } from "./contact";
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
export const sectionByType = new Map<string, Def>(sectionDefs.map((def) => [def.type, def]));
