// The one script a page names: tiny, it lets the page paint, then fetches the app and its data together and hands over.
// Until then the page is plain HTML (links navigate); the menu button already opens the menu.
import { DOM_IDS } from "../core/dom-ids";
import { APP_DATA, type AppModule } from "./app-data";

const root = document.getElementById(DOM_IDS.root);
const MENU_BUTTON = `button[aria-controls="${DOM_IDS.menu}"]`;
/** What counts as reaching for the app: a link or the menu button pointed at, touched or focused. */
const INTERACTIONS = ["pointerdown", "touchstart", "mouseover", "focusin"] as const;
const LARGEST_PAINT = "largest-contentful-paint";
let started = false;

const json = (url: string | undefined): Promise<unknown> =>
  url
    ? fetch(url).then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.json();
      })
    : Promise.resolve(null);

function start() {
  if (started || !root) return;
  started = true;
  for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
  const data = root.dataset;
  const app = data[APP_DATA.app];
  if (!app) return;
  Promise.all([import(app) as Promise<AppModule>, json(data[APP_DATA.site]), json(data[APP_DATA.page])])
    .then(([module, site, page]) => {
      return module.hydrate(root, site, page, () => document.removeEventListener("click", onMenuClick));
    })
    // Offline or a stale deploy: the page stays the plain HTML it already is.
    .catch((error: unknown) => console.error("The app could not load; the page works without it.", String(error)));
}

function onInteraction(event: Event) {
  if (event.target instanceof Element && event.target.closest(`a[href], ${MENU_BUTTON}`)) start();
}

/** Before the app runs, the menu button opens and closes the menu itself; the app reads the state when it takes over. */
function onMenuClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest(MENU_BUTTON) : null;
  const menu = document.getElementById(DOM_IDS.menu);
  if (!button || !menu) return;
  const open = menu.dataset.open !== "true";
  menu.dataset.open = String(open);
  button.setAttribute("aria-expanded", String(open));
}

/**
 * A visitor who came with a campaign (utm_* in the address) keeps it: a counted link to the booking page (/go/…) gets
 * it at the moment it is followed, and the host sends it on. Read from the address bar only: nothing is stored.
 */
function onFollow(event: Event) {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="/go/"]') : null;
  const incoming = new URLSearchParams(location.search);
  if (link && incoming.get("utm_source")) link.search = String(new URLSearchParams(["source", "medium", "campaign"].map((name) => [`utm_${name}`, incoming.get(`utm_${name}`) ?? ""])));
}

document.addEventListener("click", onFollow, true);
document.addEventListener("auxclick", onFollow, true);
for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, { capture: true, passive: true });
document.addEventListener("click", onMenuClick);
// The load event can come before the first frame. Where the browser reports its largest paint, wait for that report
// (it comes once the frame is on screen); elsewhere for the task after an animation frame. Then for an idle moment.
const idle = () => ("requestIdleCallback" in window ? requestIdleCallback(start, { timeout: 3000 }) : setTimeout(start, 0));
function afterPaint() {
  if (!PerformanceObserver.supportedEntryTypes?.includes(LARGEST_PAINT)) return requestAnimationFrame(() => setTimeout(idle, 0));
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    idle();
  });
  observer.observe({ type: LARGEST_PAINT, buffered: true });
}
function afterLoad() {
  afterPaint();
  // A page opened in a background tab reports no largest paint: it still gets the app, a little later.
  setTimeout(idle, 5000);
}
if (document.readyState === "complete") afterLoad();
else window.addEventListener("load", afterLoad, { once: true });
