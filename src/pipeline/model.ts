// The loaded input: site.yaml and every routed page, each with its parsed document for locating problems.
import type { Document } from "yaml";
import type { Messages } from "../core/i18n";
import type { PageMetaSpec } from "../schema/meta";
import type { SiteSpec } from "../schema/site";
import type { SectionData } from "../sections";
import type { SourceFile } from "./load/source";

export type { SiteSpec } from "../schema/site";
/** The page schema puts sections in a discriminated oneOf, which FromSchema cannot follow; the union is the registry's. */
export interface PageSpec {
  meta: PageMetaSpec;
  sections: SectionData[];
}

export interface Loaded<T> {
  file: SourceFile;
  doc: Document.Parsed;
  data: T;
}

export interface LoadedPage extends Loaded<PageSpec> {
  path: string;
  name: string;
}

export interface Project {
  root: string;
  site?: Loaded<SiteSpec>;
  pages: LoadedPage[];
  messages: Messages;
  /** False when the English translations could not be loaded: keys are then not checked against them. */
  messagesLoaded: boolean;
  /** Every file read, for code frames and the problem list. */
  files: SourceFile[];
  /** Problems not tied to a parsed file (such as a file that could not be read). */
  orphanProblems: import("./problems").Problem[];
}

export interface Options {
  production: boolean;
}
