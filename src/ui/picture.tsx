// A photo in a slot: <picture> with AVIF/WebP and a JPEG/PNG fallback when the build made them, else the file as is.
import { useSite } from "../core/contexts";
import { IMAGE_SLOTS, type SlotName } from "./image-slots";

interface Props {
  src: string;
  alt: string;
  slot: SlotName;
  /** Above the fold: loaded at once. Below it (the default), the browser waits until it is near. */
  eager?: boolean;
}

export function Picture({ src, alt, slot, eager }: Props) {
  const facts = useSite().images?.[src];
  const { width, height } = IMAGE_SLOTS[slot];
  const loading = eager ? "eager" : "lazy";
  if (!facts) return <img src={src} alt={alt} width={width} height={height} loading={loading} decoding="async" />;
  return (
    <picture>
      {facts.sources.map((source) => <source key={source.type} type={source.type} srcSet={source.srcset} />)}
      <img src={facts.src} srcSet={facts.srcset} alt={alt} width={facts.width} height={facts.height} loading={loading} decoding="async" />
    </picture>
  );
}
