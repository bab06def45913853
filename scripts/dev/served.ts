// What the dev server holds of the builder's last good build, and what a new build changes of it: the text files sent
// over IPC, the pictures written into the folder it serves, and whether open pages can take the build in place.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { CARD_FOLDER } from "../../src/pipeline/emit/social-card/key";
import type { SiteFiles } from "./kept/render";
import { inPlacePages } from "./in-place";
import type { BuildReply } from "./protocol";

export type ServedChanges = Pick<Extract<BuildReply, { ok: true }>, "whole" | "changed" | "removed" | "pages" | "headers">;

export class Served {
  /** What the server holds (this builder's last good build), so a save sends only what it changed: a site of 1,700 pages is 70 MB of text. */
  private sent?: Map<string, string>;
  /** The pictures written into the served folder, so only a changed one is written again. */
  private readonly written = new Map<string, Uint8Array>();

  /** `folder`: where the pictures are served from (the bundle's folder, beside the scripts). */
  constructor(private readonly folder: string) {}

  /** The folder was emptied (a new bundle): every picture is written again. */
  emptied() {
    this.written.clear();
  }

  /**
   * Takes the texts of `files`, a render that was not sent (the builder's rehearsal), where they equal those sent: the
   * next build then finds them the same by identity rather than by comparing every page (at 1,700 pages, 34 MB and
   * some 60 ms of the editor's first save). A text that differs stays as sent, so the next build still sends it.
   */
  align({ files }: SiteFiles) {
    const { sent } = this;
    if (sent) for (const [name, text] of files) if (sent.get(name) === text) sent.set(name, text);
  }

  /** Writes the pictures that changed and gives what to send; `renderedInPart`: the render took the pages only. */
  next({ files, binary }: SiteFiles, renderedInPart: boolean): ServedChanges {
    let assetsChanged = false;
    // The social cards (PNG) and fonts go beside the bundle, which the server serves from disk: the IPC channel carries text.
    for (const [path, data] of binary) {
      const was = this.written.get(path);
      if (was && Buffer.from(was).equals(data)) continue;
      assetsChanged ||= !path.startsWith(CARD_FOLDER);
      const file = join(this.folder, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, data);
      this.written.set(path, data);
    }
    // The headers are applied by the dev server, not served as a file.
    const headers = files.get("_headers") ?? "";
    files.delete("_headers");
    const { sent } = this;
    const changed = Object.fromEntries([...files].filter(([name, text]) => sent?.get(name) !== text));
    const removed = sent ? [...sent.keys()].filter((name) => !files.has(name)) : [];
    this.sent = files;
    const pages = sent && inPlacePages({ changed: Object.keys(changed), removed, renderedInPart, assetsChanged });
    return { whole: !sent, changed, removed, ...(pages ? { pages } : {}), headers };
  }
}
