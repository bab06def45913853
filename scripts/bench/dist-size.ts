// The size of a built site: bytes, gzip bytes and files, the build's own compressed copies left out.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export function distSize(dir: string) {
  let bytes = 0;
  let gzip = 0;
  let files = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const path = join(dir, name);
    // The build's compressed copies (file.br, file.gz) are the same files again.
    if (!statSync(path).isFile() || /\.(br|gz)$/.test(name)) continue;
    const content = readFileSync(path);
    bytes += content.length;
    gzip += gzipSync(content).length;
    files++;
  }
  return { bytes, gzip, files };
}
