// Messages between the dev server and its builder process (over Node's IPC channel), and where the bundle goes.
import { cachePath } from "../../src/pipeline/cache";

/** The builder bundles the client here; the server serves /assets/* from it. */
export const devAssetsDir = (root: string) => cachePath(root, "dev");

/** Server → builder: build now; `bundle` when code changed (YAML and public/ changes reuse the last bundle). */
export interface BuildRequest {
  id: number;
  bundle: boolean;
  /** A good build is being previewed, so a failed one can say the preview shows it. */
  previewing?: boolean;
  /** What changed (project-relative names, as the watcher or the editor names them); absent when unknown. */
  files?: string[];
}

/**
 * Builder → server. `report` is exactly what `npm run validate` prints: problems with code frames, then the summary.
 * A good build sends only the files that differ from the builder's last good build (`changed`, `removed`); `whole`
 * when they are every file (a new builder's first build), so the server starts afresh instead of adding to what it has.
 */
export type BuildReply =
  | {
      id: number;
      ok: true;
      whole: boolean;
      changed: Record<string, string>;
      removed: string[];
      /** The data URLs of the pages that changed, when nothing else a page loads did: open pages update in place (in-place.ts). */
      pages?: string[];
      headers: string;
      report: string;
      ms: number;
    }
  | { id: number; ok: false; report: string; ms: number };
