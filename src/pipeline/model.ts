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
  /** The values marked # EXAMPLE, by their range in the text (load/example-marks.ts). */
  examples: [number, number][];
}

export interface LoadedPage extends Loaded<PageSpec> {
  path: string;
  name: string;
}

export interface Project {
  root: string;
  /** The page files' names (pages/NAME.yaml), those given in place of files included. */
  pageNames: string[];
  site?: Loaded<SiteSpec>;
  pages: LoadedPage[];
  messages: Messages;
  /** False when the English translations could not be loaded: keys are then not checked against them. */
  messagesLoaded: boolean;
  /** Every locale file that loaded, by language code (en, de). */
  locales: Map<string, Messages>;
  /** The pages translated into the site's other languages (pages/CODE/NAME.yaml), and each language's site words. */
  translations: Translation[];
  /** Every file read, for code frames and the problem list. */
  files: SourceFile[];
  /** Problems not tied to a parsed file (such as a file that could not be read). */
  orphanProblems: import("./problems").Problem[];
}

/** A translation laid over its English source (see translate/load.ts). */
export interface Translation {
  language: string;
  /** The English page's name, or "_site" for the site's own words (pages/CODE/_site.yaml). */
  name: string;
  file: SourceFile;
  doc: Document.Parsed;
  /** The values marked # EXAMPLE, by their range in the text (load/example-marks.ts). */
  examples: [number, number][];
  /** The English source with the translated words in place. */
  data: PageSpec | SiteSpec;
  /** The page's address in this language (none for _site). */
  path?: string;
  /** Every field translated and nothing out of place: only then is the page published in this language. */
  complete: boolean;
  /** Translated fields: their path and English source text, for the stale check. */
  words: { path: (string | number)[]; english: string; text: string }[];
}

export interface Options {
  production: boolean;
}
