// Types for the two font tools the card coverage reads with (neither ships its own): only the calls made here.
declare module "harfbuzzjs" {
  interface Blob {
    destroy(): void;
  }
  interface Face {
    collectUnicodes(): Uint32Array;
    destroy(): void;
  }
  const hb: Promise<{ createBlob(data: ArrayBuffer | Uint8Array): Blob; createFace(blob: Blob, index: number): Face }>;
  export default hb;
}

declare module "fontverter" {
  const fontverter: { convert(font: Buffer, format: "truetype" | "woff" | "woff2"): Promise<Buffer> };
  export default fontverter;
}
