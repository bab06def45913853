// Ties a section's schema to its component. Each section file derives its props with FromSchema<typeof schema>,
// so the component's props cannot drift from what the schema lets an editor write.
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

export interface SectionDef<S extends SectionSchema, P> {
  type: S["properties"]["type"]["const"];
  schema: S;
  Component: ComponentType<P & Frame>;
}

export function defineSection<S extends SectionSchema, P extends { type: S["properties"]["type"]["const"] }>(
  schema: S,
  Component: ComponentType<P & Frame>,
): SectionDef<S, P> {
  return { type: schema.properties.type.const, schema, Component };
}

/** A section component's props: its schema's data plus the frame. */
export type SectionProps<S extends JSONSchema> = FromSchema<S> & Frame;
