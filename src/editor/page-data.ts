// A page spec to Puck's data and back. Puck owns props.id, so a section's anchor id travels as props.anchorId.
import type { Data } from "@puckeditor/core";
import { metaSchema } from "../schema/meta";
import { sectionDefs, type SectionData } from "../sections";
import { ANCHOR, fromProps, toProps, type Schema } from "./schema-walk";

export interface Spec {
  meta: Record<string, unknown>;
  sections: Record<string, unknown>[];
}

/** What the server needs to write the file in place: each section's data and the section of the file it began as. */
export interface Edit {
  meta: Record<string, unknown>;
  /** `fromFile`: the section was on the page when it was opened (a deleted one brought back by undo is not new content). */
  sections: { origin: number | null; fromFile: boolean; data: Record<string, unknown> }[];
  /** Example values the editor keeps as they are (their marks go on save). */
  keep?: (string | number)[][];
}

/** Sections loaded from the file carry their place in it in their Puck id; Puck gives new ones its own ids. */
const ORIGIN = /^from-file-(\d+)$/;

const schemaOf = (type: string) => sectionDefs.find((def) => def.type === type)?.schema as Schema | undefined;

export function sectionPropsOf(schema: Schema, data: Record<string, unknown>): Record<string, unknown> {
  const { id, type: _type, ...rest } = data;
  const props = toProps(schema, rest) as Record<string, unknown>;
  return id === undefined ? props : { ...props, [ANCHOR]: id };
}

/** Puck props to the section's spec data: type first, then the anchor id, then the schema's order. */
export function sectionOf(type: string, props: Record<string, unknown>): SectionData {
  const schema = schemaOf(type) ?? {};
  const { id: _puckId, [ANCHOR]: anchor, ...rest } = props;
  const data = fromProps(schema, { type, ...(anchor === undefined ? {} : { id: anchor }), ...rest }) as Record<string, unknown>;
  return data as unknown as SectionData;
}

export function toPuckData(spec: Spec): Data {
  return {
    root: { props: toProps(metaSchema as Schema, spec.meta) as Record<string, unknown> },
    content: spec.sections.map((section, index) => {
      const type = String(section.type);
      return { type, props: { ...sectionPropsOf(schemaOf(type) ?? {}, section), id: `from-file-${index}` } };
    }),
    zones: {},
  };
}

/** Where each section stands in the file on disk, by Puck id: as loaded, until a save moves them (see `savedOrigins`). */
export type Origins = ReadonlyMap<string, number>;

const loadedOrigin = (id: string) => {
  const origin = ORIGIN.exec(id);
  return origin ? Number(origin[1]) : null;
};

export function toEdit(data: Data, origins?: Origins): Edit {
  const meta = fromProps(metaSchema as Schema, data.root.props ?? {}) as Record<string, unknown>;
  return {
    meta,
    sections: data.content.map((item) => {
      const id = String(item.props.id);
      const origin = origins ? (origins.get(id) ?? null) : loadedOrigin(id);
      return { origin, fromFile: ORIGIN.test(id), data: sectionOf(item.type, item.props) as unknown as Record<string, unknown> };
    }),
  };
}

/** The sections as loaded: each at its place in the file. */
export const loadedOrigins = (data: Data): Origins => new Map(data.content.map((item) => [String(item.props.id), loadedOrigin(String(item.props.id))!]));

/**
 * After a save the file holds the sections in the order saved: the next save must find each where it now is, or
 * it would write one section's comments above another's.
 */
export const savedOrigins = (data: Data): Origins => new Map(data.content.map((item, index) => [String(item.props.id), index]));

/** Every anchor id on the page as it is now, at any depth, for link suggestions. */
export function anchorsOf(edit: Edit): string[] {
  const ids: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      for (const [key, v] of Object.entries(value)) (key === "id" && typeof v === "string" ? ids.push(v) : walk(v));
    }
  };
  edit.sections.forEach((section) => walk(section.data));
  return ids;
}
