// Photos the layout shows in a slot: too large to handle is an error; too small, or far from the slot's shape, a warning.
import { statSync } from "node:fs";
import { join } from "node:path";
import { IMAGE_SLOTS, type SlotName } from "../../ui/image-slots";
import { locate, reportAt } from "../load/locate";
import type { Loaded, SiteSpec } from "../model";
import { imageProblem } from "./image";
import { imageSize } from "./image-header";

export const MAX_BYTES = 20 * 1024 * 1024;
export const MAX_MEGAPIXELS = 40;
/** How far a photo's shape may be from its slot's before it is worth a warning: a 3:2 photo in a square slot is fine. */
const MAX_STRETCH = 1.6;
/** Files the build turns into AVIF, WebP and JPEG/PNG; SVG (drawn, any size) and others are served as they are. */
export const RASTER = /\.(jpe?g|png|webp)$/i;

export interface SlotImage {
  src: string;
  slot: SlotName;
  segments: (string | number)[];
}

/** Every photo shown in a slot, from site.yaml: each person's photo is the consultant photo of a contact card. */
export const slotImages = (site: SiteSpec): SlotImage[] =>
  Object.entries(site.people ?? {}).map(([key, person]) => ({ src: person.photo, slot: "consultant", segments: ["people", key, "photo"] }));

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function checkPhotos(site: Loaded<SiteSpec>, root: string) {
  // The document is parsed only to report: site.yaml loaded from the cache is not parsed for nothing.
  const { data, file } = site;
  for (const { src, slot: name, segments } of slotImages(data)) {
    // A path outside public/, or a missing file, is reported by the image path check; nothing is read then.
    if (imageProblem(src, root)) continue;
    if (!RASTER.test(src)) {
      // Anything else would be published as it is, metadata (a GIF's comments, an AVIF's EXIF and GPS) and size included.
      if (!/\.svg$/i.test(src)) reportAt(file, locate(site.doc, segments).value, `photo ${src} is not a JPEG, PNG or WebP file (nor an SVG drawing)`, "export it as JPEG: the build makes AVIF, WebP and JPEG copies of it at the sizes the page shows, and publishes only those");
      continue;
    }
    const path = join(root, "public", src);
    const bytes = statOrUndefined(path);
    if (bytes === undefined) continue;
    const slot = IMAGE_SLOTS[name];
    const node = () => locate(site.doc, segments).value;
    const wanted = `${slot.width * 2}×${slot.height * 2} pixels`;
    const needs = `export a copy of ${wanted}: the ${slot.label} is shown at ${slot.width}×${slot.height}, and sharp screens use twice that`;
    if (bytes > MAX_BYTES) {
      reportAt(file, node(), `photo ${src} is ${megabytes(bytes)}; at most ${MAX_BYTES / 1024 / 1024} MB`, needs);
      continue;
    }
    const size = imageSize(path);
    if (!size) {
      reportAt(file, node(), `${src} is not a JPEG, PNG or WebP picture`, "open it in a photo app and export (save as) JPEG; phones may save HEIC files under another name");
      continue;
    }
    const { width, height } = size;
    const megapixels = (width * height) / 1e6;
    if (megapixels > MAX_MEGAPIXELS) {
      reportAt(file, node(), `photo ${src} is ${width}×${height} pixels (${Math.round(megapixels)} megapixels); at most ${MAX_MEGAPIXELS}`, needs);
      continue;
    }
    if (width < slot.width || height < slot.height) {
      reportAt(file, node(), `photo ${src} is ${width}×${height} pixels, smaller than the ${slot.width}×${slot.height} it is shown at`, `it will look blurred; use one of at least ${wanted}`, "warning");
    }
    const stretch = (width / height) / (slot.width / slot.height);
    if (stretch > MAX_STRETCH || stretch < 1 / MAX_STRETCH) {
      const shape = slot.width === slot.height ? `square${slot.circle ? " (shown as a circle)" : ""}` : `${slot.width}:${slot.height}`;
      reportAt(file, node(), `photo ${src} is ${width}×${height} pixels, far from the ${shape} shape of the ${slot.label}`, `only its middle is shown; crop it to ${wanted}, with the face in the middle`, "warning");
    }
  }
}

function statOrUndefined(path: string): number | undefined {
  try {
    const stat = statSync(path);
    return stat.isFile() ? stat.size : undefined;
  } catch {
    return undefined;
  }
}
