// The compressed copies a CDN would serve, written once at build time beside each text file: file.br and file.gz.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Text files served to browsers; _headers and the build marker are never served, so they get no copies. */
export const COMPRESSIBLE = /\.(html|js|mjs|json|css|svg|xml|txt|webmanifest)$/;

/** Brotli at its highest quality in text mode, gzip at its highest level; both are byte-identical for the same input. */
export function compressedCopies(content: string | Uint8Array): [".br" | ".gz", Buffer][] {
  const bytes = typeof content === "string" ? Buffer.from(content, "utf8") : content;
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  return [[".br", br], [".gz", gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION })]];
}
