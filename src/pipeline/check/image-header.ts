// The pixel size of a JPEG, PNG, WebP or GIF from its first bytes, synchronously, so validate can check photos fast.
import { closeSync, openSync, readSync } from "node:fs";

export interface ImageSize {
  width: number;
  height: number;
  format: "jpeg" | "png" | "webp" | "gif";
}

/** JPEG headers (with EXIF) sit in the first kilobytes; 256 KiB covers a phone photo's embedded preview too. */
const HEAD = 256 * 1024;

function head(path: string): Buffer {
  const fd = openSync(path, "r");
  try {
    const buffer = Buffer.alloc(HEAD);
    return buffer.subarray(0, readSync(fd, buffer, 0, HEAD, 0));
  } finally {
    closeSync(fd);
  }
}

/** EXIF orientations 5 to 8 turn the picture a quarter: a phone's portrait photo is stored landscape. */
function exifTurned(buffer: Buffer, start: number, end: number): boolean {
  if (buffer.toString("latin1", start, start + 6) !== "Exif\0\0") return false;
  const tiff = start + 6;
  const little = buffer.toString("latin1", tiff, tiff + 2) === "II";
  const u16 = (at: number) => (little ? buffer.readUInt16LE(at) : buffer.readUInt16BE(at));
  const u32 = (at: number) => (little ? buffer.readUInt32LE(at) : buffer.readUInt32BE(at));
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > end) return false;
  for (let i = 0, count = u16(ifd); i < count && ifd + 2 + i * 12 + 12 <= end; i++) {
    const entry = ifd + 2 + i * 12;
    if (u16(entry) === 0x0112) return u16(entry + 8) >= 5;
  }
  return false;
}

function jpegSize(buffer: Buffer): ImageSize | undefined {
  let turned = false;
  for (let at = 2; at + 9 < buffer.length; ) {
    if (buffer[at] !== 0xff) return undefined;
    const marker = buffer[at + 1];
    const length = buffer.readUInt16BE(at + 2);
    if (marker === 0xe1) turned = exifTurned(buffer, at + 4, Math.min(buffer.length, at + 2 + length));
    // SOF0 to SOF15, except DHT (C4), JPG (C8) and DAC (CC), carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      const height = buffer.readUInt16BE(at + 5);
      const width = buffer.readUInt16BE(at + 7);
      return turned ? { width: height, height: width, format: "jpeg" } : { width, height, format: "jpeg" };
    }
    at += 2 + length;
  }
  return undefined;
}

function webpSize(buffer: Buffer): ImageSize | undefined {
  const chunk = buffer.toString("latin1", 12, 16);
  if (chunk === "VP8X") return { width: 1 + buffer.readUIntLE(24, 3), height: 1 + buffer.readUIntLE(27, 3), format: "webp" };
  if (chunk === "VP8L") {
    const bits = buffer.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff), format: "webp" };
  }
  if (chunk === "VP8 ") return { width: buffer.readUInt16LE(26) & 0x3fff, height: buffer.readUInt16LE(28) & 0x3fff, format: "webp" };
  return undefined;
}

/** The size as shown (EXIF rotation applied), or undefined for a file that is none of these formats. */
export function imageSize(path: string): ImageSize | undefined {
  const buffer = head(path);
  if (buffer.length < 30) return undefined;
  if (buffer[0] === 0xff && buffer[1] === 0xd8) return jpegSize(buffer);
  if (buffer.toString("latin1", 1, 4) === "PNG") return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20), format: "png" };
  if (buffer.toString("latin1", 0, 4) === "RIFF" && buffer.toString("latin1", 8, 12) === "WEBP") return webpSize(buffer);
  if (buffer.toString("latin1", 0, 3) === "GIF") return { width: buffer.readUInt16LE(6), height: buffer.readUInt16LE(8), format: "gif" };
  return undefined;
}
