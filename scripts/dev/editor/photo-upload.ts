// A person's photo uploaded in the Site view: refused in plain words when it is too large, not a JPEG, PNG or WebP
// picture, or not what it claims to be; otherwise turned upright, stripped of its metadata (EXIF, GPS) and resized.
import { IMAGE_SLOTS } from "../../../src/ui/image-slots";
import { MAX_BYTES, MAX_MEGAPIXELS } from "../../../src/pipeline/check/photos";

/** The types a photo is uploaded as, and the words for each. */
export const PHOTO_TYPES = { "image/jpeg": "JPEG", "image/png": "PNG", "image/webp": "WebP" } as const;
type PhotoType = keyof typeof PHOTO_TYPES;
/** Kept at most this large on its longer side: many times what the card shows, a fraction of a phone photo. */
export const KEEP_PIXELS = 800;

/** Words for types people often have instead. */
const OTHER_TYPES: Readonly<Record<string, string>> = {
  "image/gif": "a GIF picture",
  "image/heic": "an iPhone (HEIC) photo",
  "image/heif": "an iPhone (HEIF) photo",
  "image/avif": "an AVIF picture",
  "image/svg+xml": "an SVG drawing",
  "image/tiff": "a TIFF picture",
  "application/pdf": "a PDF document",
};

export type Uploaded = { ok: true; bytes: Buffer; ext: "jpg" | "png" } | { ok: false; status: number; error: string };

const EXPORT = "Open it in a photo app and export (save) it as JPEG, then upload that.";
/** Rounded up, so a file just over the limit never reads as the limit itself. */
const megabytes = (bytes: number) => `${(Math.ceil((bytes / 1024 / 1024) * 10) / 10).toFixed(1)} MB`;

/** What the first bytes say the file is. */
export function sniff(bytes: Buffer): PhotoType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "image/webp";
  return undefined;
}

const refuse = (status: number, error: string): Uploaded => ({ ok: false, status, error });

/** The size refusal, also given before a too-large body is read (from its Content-Length). */
export const tooLarge = (bytes: number) => refuse(413, `This photo is ${megabytes(bytes)}; a photo can be at most ${MAX_BYTES / 1024 / 1024} MB. Export a smaller copy: ${KEEP_PIXELS}×${KEEP_PIXELS} pixels is plenty.`);

/** The photo as it is kept in public/images/, or why it is refused. `declared` is the type the browser sent it as. */
export async function uploadedPhoto(bytes: Buffer, declared: string): Promise<Uploaded> {
  const type = declared.split(";")[0].trim().toLowerCase();
  if (!(type in PHOTO_TYPES)) {
    const what = OTHER_TYPES[type] ?? (type ? `a file of type ${type}` : "a file of unknown type");
    return refuse(415, `Only JPEG, PNG or WebP photos can be uploaded, and this is ${what}. ${EXPORT}`);
  }
  if (bytes.length > MAX_BYTES) return tooLarge(bytes.length);
  if (bytes.length === 0) return refuse(422, "This file is empty. Choose the photo again.");
  // Its contents decide, not its name: a JPEG saved as .png is kept (it is made anew below); a renamed other file is not.
  if (!sniff(bytes)) {
    return refuse(415, `This file says it is a ${PHOTO_TYPES[type as PhotoType]} picture, but its contents are not a JPEG, PNG or WebP picture: it may be another kind of file renamed. ${EXPORT}`);
  }
  const { default: sharp } = await import("sharp");
  const slot = IMAGE_SLOTS.consultant;
  let meta;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    return refuse(422, `This picture cannot be read: the file may be damaged or cut short. ${EXPORT}`);
  }
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if ((width * height) / 1e6 > MAX_MEGAPIXELS) {
    return refuse(413, `This photo is ${width}×${height} pixels (${Math.round((width * height) / 1e6)} megapixels); at most ${MAX_MEGAPIXELS}. Export a smaller copy: ${KEEP_PIXELS}×${KEEP_PIXELS} pixels is plenty.`);
  }
  if (width < slot.width || height < slot.height) {
    return refuse(422, `This photo is ${width}×${height} pixels; a person's photo needs at least ${slot.width}×${slot.height}, and ${slot.width * 2}×${slot.height * 2} or more looks sharp on every screen.`);
  }
  try {
    // rotate(): upright as the phone showed it; sharp writes no metadata unless asked, so EXIF and GPS stay behind.
    const resized = sharp(bytes).rotate().resize(KEEP_PIXELS, KEEP_PIXELS, { fit: "inside", withoutEnlargement: true });
    return meta.hasAlpha
      ? { ok: true, bytes: await resized.png({ compressionLevel: 9 }).toBuffer(), ext: "png" }
      : { ok: true, bytes: await resized.jpeg({ quality: 88, mozjpeg: true }).toBuffer(), ext: "jpg" };
  } catch {
    return refuse(422, `This picture cannot be read to the end: the file may be damaged or cut short. ${EXPORT}`);
  }
}
