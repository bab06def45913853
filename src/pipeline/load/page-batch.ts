// Page files loaded apart from a project: their texts in, their outcomes out, exactly as the build's own load makes
// them (parsed, checked and validated); run by the preload's threads and by the build's own thread for its share.
import { pageSchema } from "../../schema/page";
import type { Outcome } from "./load-cache";
import { loadOutcome } from "./load-file";
import { PAGE_MODELINE, pageLoadOptions } from "./project";
import { decodeSource } from "./read";

export interface PageBatch {
  /** The placeholder names site.yaml gives (none when it did not load): part of each page's check. */
  placeholders: string[] | undefined;
  /** Each page file's project-relative name and text, read and decoded without problems. */
  files: { name: string; text: string }[];
}

export function loadPageBatch({ placeholders, files }: PageBatch): Outcome[] {
  const options = pageLoadOptions(placeholders);
  return files.map(({ name, text }) => {
    const read = decodeSource(name, Buffer.from(text, "utf8"));
    if (!read.ok || read.file.problems.length) throw new Error(`${name} could not be decoded again in a loading thread`);
    return loadOutcome(read.file, pageSchema, PAGE_MODELINE, options);
  });
}
