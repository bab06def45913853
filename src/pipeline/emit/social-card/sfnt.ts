// A WOFF font unpacked to the plain font file it wraps (sfnt: TrueType or OpenType), by Node's own zlib: satori's and
// fontverter's inflaters are JavaScript, compiled and run anew in every thread that reads a font.
import { inflateSync } from "node:zlib";

const WOFF = 0x774f4646; // "wOFF"
const SFNT = new Set([0x00010000, 0x4f54544f, 0x74727565]); // TrueType, "OTTO", "true"

/** The font file inside `font` (WOFF 1.0, as the W3C defines it); a plain font file as it is. */
export function sfntOf(font: Buffer): Buffer {
  const signature = font.readUInt32BE(0);
  if (SFNT.has(signature)) return font;
  if (signature !== WOFF) throw new Error("not a WOFF or TrueType/OpenType font file");
  const flavor = font.readUInt32BE(4);
  const count = font.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const [tag, offset, packed, length, checksum] = [0, 4, 8, 12, 16].map((at) => font.readUInt32BE(entry + at));
    const stored = font.subarray(offset, offset + packed);
    const data = packed < length ? inflateSync(stored) : stored;
    if (data.length !== length) throw new Error("a WOFF table is not the length its directory gives");
    return { tag, checksum, data };
  });
  // The offset table's search fields, as the OpenType specification defines them.
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const padded = (length: number) => (length + 3) & ~3;
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    header.writeUInt32BE(table.tag, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    offset += padded(table.data.length);
  });
  const body = tables.flatMap((table) => [table.data, Buffer.alloc(padded(table.data.length) - table.data.length)]);
  return Buffer.concat([header, ...body]);
}
