// What the loader and the app agree on: where the page names its data (attributes of #root) and what the app exports.

/** `data-*` attributes of the #root element, as dataset keys: the app's script, the site data and the page data URLs. */
export const APP_DATA = { app: "app", site: "site", page: "page" } as const;

/**
 * The app module's one export: hydrate the prerendered page from the data it was rendered from. `handOver` is called
 * just before React takes the page over, so the loader's own menu handling stops exactly then, not while the app's
 * files are still on their way.
 */
export interface AppModule {
  hydrate: (root: HTMLElement, site: unknown, page: unknown, handOver: () => void) => Promise<void>;
  /**
   * For the dev server's preview (scripts/dev/client.ts): `changed`, the data URLs of pages rebuilt with nothing else
   * changed; the app shows the new data of the page it shows, in place. False when it cannot: it has not taken over.
   */
  refresh: (changed: readonly string[]) => Promise<boolean>;
}
