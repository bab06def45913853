// A navigation link's label: its translation key looked up, or its literal text.
import type { NavLink } from "../core/site-data";

export const navLabel = (link: NavLink, t: (key: string) => string) => (link.key ? t(link.key) : (link.text ?? link.href));
