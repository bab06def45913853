// The pixel size of a PNG or JPEG, read from its header: og:image:width and og:image:height for a page's own image.

/** Width and height, or undefined for a format this does not read (the tags are then left out). */
export function imageSize(data: Buffer): { width: number; height: number } | undefined {
  if (data.length >= 24 && data.readUInt32BE(0) === 0x89504e47 && data.toString("ascii", 12, 16) === "IHDR") {
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8) {
    // Walk the segments to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC), which holds the size.
    for (let at = 2; at + 9 < data.length; ) {
      if (data[at] !== 0xff) return undefined;
      const marker = data[at + 1];
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { width: data.readUInt16BE(at + 7), height: data.readUInt16BE(at + 5) };
      }
      at += 2 + data.readUInt16BE(at + 2);
    }
  }
  return undefined;
}
