// Where the layout shows a photo, and at what size: the one place the build, the checks and the components read it.
export interface ImageSlot {
  /** The size the layout shows it at, in CSS pixels; files are made at 1× and 2× of it. */
  width: number;
  height: number;
  /** What the editor knows it as, for messages and docs/images.md. */
  label: string;
  /** Where the value is set. */
  field: string;
  /** Shown cropped to a circle (so a square photo with the face in the middle works best). */
  circle?: boolean;
}

export const IMAGE_SLOTS = {
  consultant: { width: 88, height: 88, label: "consultant photo", field: "people: … photo: in site.yaml", circle: true },
} as const satisfies Record<string, ImageSlot>;

export type SlotName = keyof typeof IMAGE_SLOTS;
