// A picture sharp, satori or resvg could not read, as a problem at the YAML line that names it (never "internal error").
import { locate, reportAt } from "./load/locate";
import type { Loaded, SiteSpec } from "./model";

/** Thrown by the steps that decode pictures (emit/images.ts, the social cards); the build reports it as a problem. */
export class PictureError extends Error {
  constructor(
    /** Where site.yaml names the picture, e.g. ["people", "maria", "photo"]. */
    readonly segments: (string | number)[],
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }
}

/** The first line of a decoder's message: libvips and resvg add detail a site owner cannot act on. */
export const decoderMessage = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0].replace(/data:[^,\s]+,[^\s:]+/g, "the logo");

export const PHOTO_HINT = "the file is damaged or cut short (a copy or upload that did not finish): open it in a photo app, export (save as) JPEG again and replace the file";

export const photoError = (src: string, segments: (string | number)[], error: unknown) =>
  new PictureError(segments, `photo ${src} cannot be read: ${decoderMessage(error)}`, PHOTO_HINT);

export const LOGO_SEGMENTS = ["settings", "organization", "logo"];
export const LOGO_HINT = 'the social cards draw the logo 72 pixels high: give its <svg> element a viewBox (e.g. viewBox="0 0 120 40", its drawing\'s width and height), or use a PNG';

/** Reports the error at its line in site.yaml. */
export function reportPicture(site: Loaded<SiteSpec>, error: PictureError) {
  const { value, nearest } = locate(site.doc, error.segments);
  reportAt(site.file, value ?? nearest, error.message, error.hint);
}
