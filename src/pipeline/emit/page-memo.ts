// Each page's data remembered by its inputs (.cache/page-memo.json, signed): a build that finds a page's file, its
// language's words and settings and the engine as they were neither makes the page's data again, nor names its card,
// nor writes and hashes its JSON: the route ledger is asked whether the output holds the page as that data rendered it,
// and the data is made only when it does not. At 1,700 pages that is most of a build with one page changed.
import { createHash } from "node:crypto";
import { join } from "node:path";
import { cacheFolder } from "../cache";
import { engineKey } from "../engine-key.mjs";
import { readSigned, writeSigned } from "../signed-file";
import type { SocialImage } from "./social-card/cards";
import type { CardText } from "./social-card/layout";

/** What a page's data came to. */
export interface Remembered {
  /** The hash of its data file's text (dataHash): with its language's context, its render key. */
  json: string;
  /** Its sharing image, as its head tags name it. */
  image?: SocialImage;
  /** Its card's key and words, when the card is drawn from its words (not the page's own picture). */
  card?: [key: string, text: CardText];
}

/** A page of the output not made again: what the site's own files need of it (the sitemap, the route's files). */
export interface RememberedPage {
  path: string;
  alternates: Record<string, string>;
  remembered: Remembered;
}

export const isRemembered = (page: object): page is RememberedPage => "remembered" in page;

/** The hash of a page's data file: part of its render key (routeKey in render-cache.ts). */
export const dataHash = (json: string) => createHash("sha256").update(json).digest("base64url");

const sha = () => createHash("sha256");

/** A format this code does not read is ignored. */
const VERSION = 1;

type Stored = [path: string, input: string, remembered: Remembered];

export class PageMemo {
  private readonly before = new Map<string, { input: string; remembered: Remembered }>();
  private readonly now = new Map<string, { input: string; remembered: Remembered }>();
  /** The pages recalled (for tests). */
  readonly recalled = new Set<string>();
  /** The memo the last build of this process opened (for tests). */
  static last: PageMemo | undefined;

  private constructor(
    private readonly path: string,
    private readonly secret: string,
    /** What the pages read besides the site's words and their own files: public/ (the logo, pictures' sizes). */
    private readonly context: string,
  ) {
    try {
      const stored = JSON.parse(readSigned(path, secret) ?? "null") as { version: number; pages: Stored[] } | null;
      if (stored?.version === VERSION) for (const [page, input, remembered] of stored.pages) this.before.set(page, { input, remembered });
    } catch {
      this.before.clear();
    }
  }

  /**
   * The project's memo, or undefined when .cache/ cannot be used (every page is then made). `context`: public/ as the
   * build record hashes it (hashInputs), whose files a page's card and pictures read.
   */
  static open(root: string, context: unknown): PageMemo | undefined {
    try {
      const { dir, secret } = cacheFolder(root);
      return (PageMemo.last = new PageMemo(join(dir, "page-memo.json"), secret, JSON.stringify(context)));
    } catch {
      return undefined;
    }
  }

  /** The key of what a language's pages share: every value given (as JSON), public/ and the engine. */
  languageKey(values: unknown): string {
    return sha().update(engineKey([])).update(this.context).update(JSON.stringify(values)).digest("hex");
  }

  /** The key of one page's inputs: its language's key and its own parts (its name, paths, alternates, source texts). */
  static inputKey(language: string, parts: readonly string[]): string {
    const hash = sha().update(language);
    for (const part of parts) hash.update(`\0${part.length}\0`).update(part);
    return hash.digest("hex");
  }

  /** What the page at `path` came to from these very inputs, or undefined. */
  recall(path: string, input: string): Remembered | undefined {
    const known = this.before.get(path);
    if (known?.input !== input) return undefined;
    this.now.set(path, known);
    this.recalled.add(path);
    return known.remembered;
  }

  /**
   * Recalls nothing in this build, and only notes what it makes: an output folder that keeps no route (a new one, one
   * changed by hand) would have every recalled page made again, one by one.
   */
  recallNothing() {
    this.before.clear();
  }

  note(path: string, input: string, remembered: Remembered) {
    this.now.set(path, { input, remembered });
  }

  /** Keeps this build's pages for the next (those gone are forgotten). Never throws: without it, pages are only made again. */
  save() {
    try {
      const pages: Stored[] = [...this.now].map(([path, { input, remembered }]) => [path, input, remembered]);
      writeSigned(this.path, this.secret, JSON.stringify({ version: VERSION, pages }));
    } catch {
      // Only time is lost.
    }
  }
}
