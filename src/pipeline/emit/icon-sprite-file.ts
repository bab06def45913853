// The icon set as one SVG sprite file the build writes: each page's icons point into it (<use href>), so the path data
// is fetched once and cached for every page instead of repeated inline in each page's HTML.
import { iconNames } from "../../ui/icon-names";
import { iconPaths } from "./icon-paths";

export const ICON_SPRITE_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg">` +
  iconNames.map((name) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${iconPaths[name]}"/></symbol>`).join("") +
  `</svg>\n`;
