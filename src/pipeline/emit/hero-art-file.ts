// The hero's decorative globe (routes from the Philippines to employers' regions) as the SVG file the build writes;
// the page shows it as a background on wide screens only, so phones neither download nor parse it.
import { color } from "../../ui/theme";

// Destination points (Gulf, Europe, Hong Kong, Singapore) and the Philippines, on a 400×400 canvas.
const PH = [300, 236] as const;
const destinations = [[150, 200], [100, 122], [252, 160], [232, 292]] as const;

const route = ([x, y]: readonly [number, number]) =>
  `<path d="M${PH[0]} ${PH[1]} Q${(PH[0] + x) / 2} ${Math.min(PH[1], y) - 60} ${x} ${y}" fill="none" stroke="${color.accent}" stroke-width="2" stroke-dasharray="5 6" opacity=".85"/>` +
  `<circle cx="${x}" cy="${y}" r="7" fill="#fff"/><circle cx="${x}" cy="${y}" r="13" fill="none" stroke="rgba(255,255,255,.45)"/>`;

export const HERO_ART_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400">` +
  `<circle cx="200" cy="200" r="170" fill="rgba(255,255,255,.04)" stroke="rgba(255,255,255,.25)" stroke-width="1.5"/>` +
  `<ellipse cx="200" cy="200" rx="70" ry="170" fill="none" stroke="rgba(255,255,255,.14)"/>` +
  `<ellipse cx="200" cy="200" rx="130" ry="170" fill="none" stroke="rgba(255,255,255,.14)"/>` +
  `<path d="M30 200h340M52 120h296M52 280h296" stroke="rgba(255,255,255,.14)" fill="none"/>` +
  destinations.map(route).join("") +
  `<circle cx="${PH[0]}" cy="${PH[1]}" r="10" fill="${color.accent}"/>` +
  `<circle cx="${PH[0]}" cy="${PH[1]}" r="20" fill="none" stroke="${color.accent}" stroke-width="2" opacity=".6"/></svg>\n`;
