// The page schema (schema/page.json): meta, and the sections in order, each validated by its type's own schema.
import { sectionSchemas, sectionTypes } from "../sections";
import { metaSchema } from "./meta";

export const pageSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "page.json",
  title: "Page spec",
  description: "One page of the site: its head tags (meta) and its sections, top to bottom.",
  type: "object",
  additionalProperties: false,
  required: ["meta", "sections"],
  properties: {
    meta: metaSchema,
    sections: {
      type: "array",
      minItems: 1,
      description: `The page's sections, top to bottom. Section types: ${sectionTypes.join(", ")}.`,
      items: {
        type: "object",
        required: ["type"],
        properties: { type: { type: "string", description: `The section type: ${sectionTypes.join(", ")}.` } },
        discriminator: { propertyName: "type" },
        oneOf: sectionSchemas,
      },
    },
  },
} as const;
