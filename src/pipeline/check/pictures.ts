// Pictures decoded as the build decodes them, so `validate` finds what would stop the build: each photo in a slot read
// whole by sharp (a cut-short file fails only there), and the logo's SVG size, which satori needs to draw the cards.
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { IMAGE_SLOTS } from "../../ui/image-slots";
import { locate } from "../load/locate";
import type { Project } from "../model";
import { decoderMessage, LOGO_HINT, LOGO_SEGMENTS, PHOTO_HINT, PictureError, photoError, reportPicture } from "../picture-error";
import { imageSize } from "./image-header";
import { MAX_BYTES, MAX_MEGAPIXELS, RASTER, slotImages } from "./photos";

/** The decode the build's resize starts with (emit/images.ts): the same errors, without encoding anything. */
export async function decodePhoto(source: Buffer, width: number, height: number): Promise<void> {
  const { default: sharp } = await import("sharp");
  await sharp(source).rotate().resize(width, height, { fit: "cover" }).raw().toBuffer();
}

/** What satori refuses in a logo: no <svg> element, or one without a size (width and height, or a viewBox). */
export function logoSvgProblem(text: string): string | undefined {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return "is not an SVG picture (no <svg> element)";
  const has = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["'][^"']+["']`, "i").test(tag);
  if (!has("viewBox") && !(has("width") && has("height"))) return 'has no viewBox (nor a width and height) on its <svg> element, so it cannot be drawn at a size';
  return undefined;
}

export async function checkPictures(project: Project): Promise<void> {
  const site = project.site;
  if (!site) return;
  // A picture with a problem already (missing, outside public/, too large) is not opened.
  const lineOf = (segments: (string | number)[]) => site.file.position(locate(site.doc, segments).value?.range?.[0] ?? -1).line;
  // Located only when site.yaml has problems: locating parses it again (a route per page: 0.25 s at 1,700 pages).
  const flaggedAt = (segments: (string | number)[]) => {
    if (!site.file.problems.length) return false;
    const line = lineOf(segments);
    return site.file.problems.some((problem) => problem.line === line);
  };
  const seen = new Set<string>();
  for (const { src, slot, segments } of slotImages(site.data)) {
    if (!RASTER.test(src) || seen.has(src) || flaggedAt(segments)) continue;
    seen.add(src);
    const { width, height } = IMAGE_SLOTS[slot];
    try {
      await decodePhoto(readFileSync(join(project.root, "public", src)), width, height);
    } catch (error) {
      reportPicture(site, photoError(src, segments, error));
    }
  }
  const logo = site.data.settings.organization.logo;
  if (!logo || flaggedAt(LOGO_SEGMENTS)) return;
  const path = join(project.root, "public", logo);
  if (logo.toLowerCase().endsWith(".svg")) {
    const problem = logoSvgProblem(readFileSync(path, "utf8"));
    if (problem) reportPicture(site, new PictureError(LOGO_SEGMENTS, `logo ${logo} ${problem}`, LOGO_HINT));
  } else if (RASTER.test(logo)) {
    // The cards embed the logo whole and resvg decodes it: a huge or cut-short file would stop the build there.
    const size = imageSize(path);
    const tooLarge = statSync(path).size > MAX_BYTES || !size || (size.width * size.height) / 1e6 > MAX_MEGAPIXELS;
    if (tooLarge) return reportPicture(site, new PictureError(LOGO_SEGMENTS, `logo ${logo} is not a JPEG, PNG or WebP picture of at most ${MAX_MEGAPIXELS} megapixels and ${MAX_BYTES / 1024 / 1024} MB`, LOGO_HINT));
    try {
      await decodePhoto(readFileSync(path), 72, 72);
    } catch (error) {
      reportPicture(site, new PictureError(LOGO_SEGMENTS, `logo ${logo} cannot be read: ${decoderMessage(error)}`, PHOTO_HINT));
    }
  }
}
