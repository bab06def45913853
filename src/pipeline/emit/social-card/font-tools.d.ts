// Types for the font tool the card coverage reads with (it ships none of its own): only the calls made here.
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
