// Each page's data file: the draft's pages with their sharing images in place, as JSON, each made page remembered by
// the memo with its file's hash, image and card; and the whole output at once for the tools that render in memory.
import type { SiteData } from "../../core/site-data";
import type { Project } from "../model";
import { pageDataUrl } from "../../core/site-data";
import { carded, draftOutput, isMade, type Output, type OutputPage } from "./output";
import { dataHash, isRemembered } from "./page-memo";
import type { SocialImage } from "./social-card/cards";
import type { CardText } from "./social-card/layout";

/**
 * `images`: each page's sharing image (see social-card/cards.ts), once drawn; the first pass that draws them has none.
 * `photos`: the resized photos the build made (emit/images.ts); the dev preview has none and shows the originals.
 * `only`: the pages (by name) to make, each as in the whole output; the site data then lists only them, so it is not
 * the site's (the dev server's builder makes a saved page's data this way and keeps the rest).
 */
export function toOutput(project: Project, images?: ReadonlyMap<string, SocialImage>, photos?: SiteData["images"], only?: ReadonlySet<string>): Output {
  return madeOnly(withCards(draftOutput(project, images, photos, only), new Map()));
}

/** The output of a draft made without a memo, where every page is made (a recalled page would be left out). */
export function madeOnly(output: Output<OutputPage>): Output {
  const languages = output.languages.map((language) => ({ ...language, pages: language.pages.filter(isMade) }));
  return { ...output, pages: languages[0].pages, languages };
}

/**
 * The output with each page's sharing image in its meta and every page's data file, once the cards are drawn from
 * the draft: the words are placed once, not again for the cards' names. A page the draft made from inputs a memo
 * keeps is remembered with its data file's hash, its image and its card (`cards`: each page's card key and words).
 */
export function withCards(output: Output<OutputPage>, images: ReadonlyMap<string, SocialImage>, cards: ReadonlyMap<string, [string, CardText]> = new Map()): Output<OutputPage> {
  const dataFiles = new Map(output.dataFiles);
  const dataHashes = new Map(output.dataHashes);
  const languages = output.languages.map((language) => ({
    ...language,
    pages: language.pages.map((page) => {
      if (isRemembered(page)) return page;
      const image = images.get(page.path);
      const made = carded(page, image);
      const url = pageDataUrl(page.path);
      const json = JSON.stringify(made);
      dataFiles.set(url, json);
      const input = output.memo?.inputs.get(page.path);
      if (input) {
        const card = cards.get(page.path);
        dataHashes.set(url, dataHash(json));
        output.memo!.memo.note(page.path, input, { json: dataHashes.get(url)!, ...(image ? { image } : {}), ...(card ? { card } : {}) });
      }
      return made;
    }),
  }));
  return { ...output, pages: languages[0].pages, languages, dataFiles, dataHashes };
}
