// Photos in slots become AVIF, WebP and JPEG (PNG when transparent) at 1× and 2× their displayed size, kept in .cache/.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, extname, join, posix } from "node:path";
import type { ImageFacts } from "../../core/image-facts";
import { IMAGE_SLOTS, type ImageSlot } from "../../ui/image-slots";
import { RASTER, slotImages } from "../check/photos";
import type { SiteSpec } from "../model";
import { photoError } from "../picture-error";

/** Bump when the output changes for the same input (formats, quality, crop), so cached files are made again. */
const VERSION = 1;
const FORMATS = [
  { type: "image/avif", ext: "avif" },
  { type: "image/webp", ext: "webp" },
] as const;

export interface MadeImages {
  /** By the path written in site.yaml: what the components need. */
  facts: Record<string, ImageFacts>;
  /** Path under dist/ → bytes. */
  files: Map<string, Uint8Array>;
  /** Photos encoded by this run (0 when every one came from the cache). */
  encoded: number;
}

interface Cached {
  facts: ImageFacts;
  files: string[];
}

const hash = (...parts: (string | Uint8Array)[]) => {
  const digest = createHash("sha256");
  for (const part of parts) digest.update(part);
  return digest.digest("base64url").slice(0, 10).replace(/[-_]/g, "0");
};

async function encode(source: Buffer, name: string, slot: ImageSlot): Promise<{ facts: ImageFacts; files: Map<string, Uint8Array> }> {
  // Loaded only on a cache miss: a rebuild with unchanged photos never starts sharp.
  const { default: sharp } = await import("sharp");
  const meta = await sharp(source).metadata();
  const alpha = meta.hasAlpha ?? false;
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  // 2× only when the photo has the pixels for it: enlarging adds bytes, not detail.
  const densities = width >= slot.width * 2 && height >= slot.height * 2 ? [1, 2] : [1];
  const files = new Map<string, Uint8Array>();
  const srcsets = new Map<string, string[]>();
  for (const density of densities) {
    const resized = sharp(source).rotate().resize(slot.width * density, slot.height * density, { fit: "cover", position: sharp.strategy.attention });
    const outputs = [
      ...FORMATS.map((format) => ({ ...format, data: format.ext === "avif" ? resized.clone().avif({ quality: 55, effort: 4 }) : resized.clone().webp({ quality: 78 }) })),
      alpha
        ? { type: "image/png", ext: "png", data: resized.clone().png({ compressionLevel: 9, palette: true }) }
        : { type: "image/jpeg", ext: "jpg", data: resized.clone().flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }) },
    ];
    for (const output of outputs) {
      const bytes = await output.data.toBuffer();
      const path = `/assets/images/${name}-${slot.width * density}-${hash(bytes)}.${output.ext}`;
      files.set(path, bytes);
      srcsets.set(output.type, [...(srcsets.get(output.type) ?? []), `${path} ${density}x`]);
    }
  }
  const fallback = alpha ? "image/png" : "image/jpeg";
  const facts: ImageFacts = {
    width: slot.width,
    height: slot.height,
    sources: FORMATS.map((format) => ({ type: format.type, srcset: srcsets.get(format.type)!.join(", ") })),
    src: srcsets.get(fallback)![0].split(" ")[0],
    srcset: srcsets.get(fallback)!.join(", "),
  };
  return { facts, files };
}

/** Every raster photo in a slot, from the cache when its bytes and slot are unchanged, else encoded and cached. */
export async function makeImages(root: string, site: SiteSpec, cacheDir: string): Promise<MadeImages> {
  const made: MadeImages = { facts: {}, files: new Map(), encoded: 0 };
  const seen = new Set<string>();
  for (const { src, slot: slotName, segments } of slotImages(site)) {
    if (!RASTER.test(src) || seen.has(`${src}|${slotName}`)) continue;
    seen.add(`${src}|${slotName}`);
    const slot = IMAGE_SLOTS[slotName];
    const source = readFileSync(join(root, "public", src));
    const key = hash(source, JSON.stringify(slot), String(VERSION));
    const record = join(cacheDir, `${key}.json`);
    const cached = existsSync(record) ? (JSON.parse(readFileSync(record, "utf8")) as Cached) : undefined;
    if (cached && cached.files.every((path) => existsSync(join(cacheDir, "files", basename(path))))) {
      made.facts[src] = cached.facts;
      for (const path of cached.files) made.files.set(path, readFileSync(join(cacheDir, "files", basename(path))));
      continue;
    }
    const name = basename(src, extname(src)).toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const { facts, files } = await encode(source, name, slot).catch((error: unknown) => {
      throw photoError(src, segments, error);
    });
    made.encoded += 1;
    made.facts[src] = facts;
    for (const [path, bytes] of files) made.files.set(path, bytes);
    try {
      mkdirSync(join(cacheDir, "files"), { recursive: true });
      for (const [path, bytes] of files) writeFileSync(join(cacheDir, "files", basename(path)), bytes);
      writeFileSync(record, JSON.stringify({ facts, files: [...files.keys()] } satisfies Cached));
    } catch {
      // A read-only checkout still builds; it just encodes each time.
    }
  }
  return made;
}

/**
 * The originals the build resized: kept out of dist/, since a phone photo carries its EXIF (the GPS position where it
 * was taken, the camera) and its full size. Unless the site also names the same file as itself (the logo, a page's
 * meta.image), which is then published as it is. Paths as written in site.yaml (/images/maria.jpg).
 */
export function unpublishedOriginals(made: MadeImages, alsoNamed: Iterable<string | undefined>): Set<string> {
  // As the file system reads them: /images/./maria.jpg is the same file.
  const named = new Set([...alsoNamed].flatMap((src) => (src ? [posix.normalize(src)] : [])));
  return new Set(Object.keys(made.facts).map((src) => posix.normalize(src)).filter((src) => !named.has(src)));
}
