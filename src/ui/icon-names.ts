// The names of the site's icons: the schema's icon enum and the Icon component read them. Their drawings are build
// data (src/pipeline/emit/icon-paths.ts): the browser only points into the sprite file the build writes from them.
export const iconNames = [
  "check", "globe", "users", "user-check", "clock", "shield", "star", "chart", "briefcase", "building", "heart",
  "laptop", "headset", "code", "pen", "megaphone", "file", "calculator", "server", "link", "map-pin", "mail",
  "calendar", "zap", "award", "dollar", "message", "search", "book", "tool", "truck", "home", "shopping", "target",
  "lock", "help", "chevron", "menu", "close", "external", "arrow",
] as const;

export type IconName = (typeof iconNames)[number];

/** Icons that point along the line of text (a button's arrow, a link out): mirrored in right-to-left pages. Check marks, clocks and globes are not. */
export const POINTING_ICONS: readonly IconName[] = ["arrow", "external"];
