// The dev builder's memory of its renders: the output the pages were made from and each route's rendered page, so a
// save makes only its pages' data, cards and HTML and takes every other page from memory.
import type { PageData } from "../../../src/app/page-data";
import type { RenderOptions } from "../../../src/pipeline/check-and-render";
import { cachePath } from "../../../src/pipeline/cache";
import type { ClientScripts } from "../../../src/pipeline/emit/bundle";
import { languageFonts } from "../../../src/pipeline/emit/language-fonts";
import { toOutput } from "../../../src/pipeline/emit/data-files";
import { pageDataUrl } from "../../../src/core/site-data";
import type { Output } from "../../../src/pipeline/emit/output";
import { dataHash } from "../../../src/pipeline/emit/page-memo";
import { renderCached } from "../../../src/pipeline/emit/render-cache";
import { emitSiteFiles, type WriteFile } from "../../../src/pipeline/emit/site-files";
import { socialCards, type SocialImage } from "../../../src/pipeline/emit/social-card/cards";
import { startJobs, type Jobs, type PageResult, type RouteContext } from "../../../src/pipeline/emit/workers/jobs";
import type { Project } from "../../../src/pipeline/model";
import { publishedLanguages } from "../../../src/pipeline/translate/published";

/** Every file of the site, as renderSite gives them: text by path, and the pictures (cards, fonts). */
export interface SiteFiles {
  files: Map<string, string>;
  binary: Map<string, Uint8Array>;
}

/** Which pages each language publishes, at which address: while it stays the same, so do the site data and sitemap. */
const publishedKey = (project: Project) =>
  publishedLanguages(project).map(({ language, home, pages }) => `${language.code} ${home}\n${[...pages].map(([name, page]) => `${name} ${page.path}`).join("\n")}`).join("\n\n");

export class KeptRender {
  private output?: Output;
  private published?: string;
  private scripts?: ClientScripts;
  /** By language and route: the page data it was rendered from (compared by identity), its language's inputs, the render. */
  private readonly renders = new Map<string, { page: PageData | null; context: string; result: PageResult }>();
  private contexts: string[] = [];
  /** Each language's render context as last told (see warm). */
  private readonly told: RouteContext[] = [];
  /** Each kept page's HTML decoded once: the pages not rendered again are not decoded again. */
  private readonly texts = new WeakMap<Uint8Array, string>();

  /** renderSite's options for a full render: it keeps the output and each page's render. */
  full(project: Project, scripts: ClientScripts): Pick<RenderOptions, "output" | "jobs"> {
    this.renders.clear();
    this.output = undefined;
    return {
      output: (output) => Object.assign(this, { output, scripts, published: publishedKey(project) }),
      jobs: (jobs) => this.kept(jobs),
    };
  }

  /**
   * Renders `names` (English pages, with their translations) into the kept output and the site's files from it; undefined
   * when that cannot give what a full render gives (nothing kept, other scripts, another set of published pages).
   */
  async pages(project: Project, scripts: ClientScripts, names: ReadonlySet<string>): Promise<SiteFiles | undefined> {
    const kept = this.output;
    if (!kept || scripts !== this.scripts || publishedKey(project) !== this.published) return undefined;
    const binary = new Map<string, Uint8Array>();
    // The cards first, from the pages' data without them, as renderSiteTo draws them.
    const images = new Map<string, SocialImage>();
    for (const { language, site, pages } of toOutput(project, undefined, undefined, names).languages) {
      const cards = await socialCards(project.root, site, project.site!.data.settings.organization.logo, pages, language);
      cards.images.forEach((image, path) => images.set(path, image));
      cards.files.forEach((png, path) => binary.set(path, png));
    }
    const made = toOutput(project, images, undefined, names);
    const dataFiles = new Map(kept.dataFiles);
    const dataHashes = new Map(kept.dataHashes);
    const languages = kept.languages.map((language, index) => {
      const fresh = new Map(made.languages[index].pages.map((page) => [page.path, page]));
      for (const path of fresh.keys()) {
        dataFiles.set(pageDataUrl(path), made.dataFiles.get(pageDataUrl(path))!);
        dataHashes.delete(pageDataUrl(path));
      }
      // A new site data object, as each full render makes: the app keeps the pages it was prerendered with by that object (page-store.ts).
      return { ...language, site: { ...language.site }, pages: language.pages.map((page) => fresh.get(page.path) ?? page) };
    });
    // Each page's data hashed once and kept: emitSiteFiles keys every route by it (at 1,700 pages, 15 MB on each save).
    for (const [url, json] of dataFiles) if (!dataHashes.has(url)) dataHashes.set(url, dataHash(json));
    const [first] = languages;
    const output: Output = { ...kept, site: first.site, siteUrl: first.siteUrl, pages: first.pages, languages, dataFiles, dataHashes };
    // A language's typeface is cut to its pages' words: again only when one of its pages was made again.
    if (made.languages.some(({ language, pages }) => language.font && pages.length)) await Promise.all([...languageFonts(project.root, output)].map(async ([path, data]) => binary.set(path, await data)));
    const files = new Map<string, string>();
    // As renderSite's: text as text, a page's UTF-8 as text, anything else a picture.
    const write: WriteFile = (path, content) =>
      void (typeof content === "string" ? files.set(path, content) : path.endsWith(".html") ? files.set(path, this.text(content)) : binary.set(path, content));
    await emitSiteFiles(output, scripts, this.kept(startJobs(0)), write, cachePath(project.root, "render"));
    this.output = output;
    return { files, binary };
  }

  /** The page renders of `jobs`, each kept and given again while its page data and its language's inputs are the same. */
  private kept(jobs: Jobs): Jobs {
    return {
      width: jobs.width,
      card: (...args) => jobs.card(...args),
      font: (...args) => jobs.font(...args),
      cardsDrawn: () => jobs.cardsDrawn(),
      settle: () => jobs.settle(),
      close: () => jobs.close(),
      language: (index, context) => {
        const key = contextKey(context);
        // The same string object while the inputs are the same: each page compares it by identity.
        if (this.contexts[index] !== key) this.contexts[index] = key;
        this.told[index] = context;
        jobs.language(index, context);
      },
      page: async (language, page, path, key) => {
        const at = `${language} ${path}`;
        const context = this.contexts[language];
        const known = this.renders.get(at);
        if (known && known.page === page && known.context === context) return known.result;
        const result = await jobs.page(language, page, path, key);
        this.renders.set(at, { page, context, result });
        return result;
      },
    };
  }

  /**
   * Renders the first language's route at `path` again from its kept page data, not from the render cache, and drops
   * the result: the next save's render finds React and the sections compiled (see Kept.rehearse).
   */
  warm(path: string) {
    const known = this.renders.get(`0 ${path}`);
    if (known && this.told[0]) renderCached(undefined, this.told[0], known.page, path);
  }

  private text(html: Uint8Array): string {
    return this.texts.get(html) ?? this.texts.set(html, Buffer.from(html.buffer, html.byteOffset, html.byteLength).toString("utf8")).get(html)!;
  }
}

/**
 * What a render reads of its language besides the page, as the render cache's key has it (the site data through its
 * content-hashed URL); the scripts by identity (a new bundle is a new object).
 */
const bundles = new WeakMap<ClientScripts, number>();
let bundled = 0;
const contextKey = ({ scripts, renderCache, siteUrl, analytics, fontCss, fontFiles }: RouteContext) =>
  `${bundles.get(scripts) ?? bundles.set(scripts, ++bundled).get(scripts)} ${JSON.stringify([renderCache, siteUrl, analytics, fontCss, fontFiles])}`;
