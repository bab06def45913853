// Inline SVG icon: decorative by default (aria-hidden), so the text beside it carries the meaning. Its stroke comes from
// the global .icon rule, not from attributes repeated on each of the dozens of icons a page carries.
import { iconPaths, type IconName } from "./icon-names";

export const ICON_CLASS = "icon";

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `${ICON_CLASS} ${className}` : ICON_CLASS}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
