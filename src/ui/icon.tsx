// SVG icon pointing into the site's icon sprite (a file of its own, cached once for every page): decorative
// (aria-hidden), so the text beside it carries the meaning. Its stroke comes from the global .icon rule.
import { useSite } from "../core/contexts";
import { POINTING_ICONS, type IconName } from "./icon-names";

export const ICON_CLASS = "icon";

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className ? `${ICON_CLASS} ${className}` : ICON_CLASS} width={size} height={size} aria-hidden="true" data-points={POINTING_ICONS.includes(name) ? "" : undefined}>
      <use href={`${useSite().icons}#${name}`} />
    </svg>
  );
}
