// What the build made of one photo, carried in the site data so components can write <picture> without Node.
export interface ImageFacts {
  /** The displayed size (width and height attributes), in CSS pixels. */
  width: number;
  height: number;
  /** Modern formats first (AVIF, then WebP): one srcset each, with 1x and 2x files when the source is large enough. */
  sources: { type: string; srcset: string }[];
  /** The JPEG (or PNG, for transparency) every browser can show. */
  src: string;
  srcset: string;
}
