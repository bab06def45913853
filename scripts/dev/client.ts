// Dev-only browser script (served by the dev server, never part of a build): after a good build, the page's new data
// in place when only pages changed, else a reload; errors in an overlay.
import { APP_DATA, type AppModule } from "../../src/app/app-data";
import { DOM_IDS } from "../../src/core/dom-ids";

interface State {
  build: number;
  ok: boolean;
  report: string;
  /** The data URLs of the pages this build changed, when nothing else a page loads did (scripts/dev/in-place.ts). */
  pages?: string[];
}

const OVERLAY_ID = "dev-overlay";
/** The build this page shows: the one it was served from (the script's own URL), then each one taken in place. */
let shownBuild = Number(new URL(import.meta.url).searchParams.get("build") ?? 0);

function showOverlay(report: string) {
  document.getElementById(OVERLAY_ID)?.remove();
  const overlay = document.createElement("div");
  overlay.id = OVERLAY_ID;
  overlay.setAttribute("role", "alert");
  // Styles through the CSSOM: the site's Content-Security-Policy forbids inline style attributes, not this.
  Object.assign(overlay.style, {
    position: "fixed", inset: "0", zIndex: "2147483647", overflow: "auto", padding: "2rem",
    background: "rgba(11, 37, 69, 0.97)", color: "#fff", font: "14px/1.5 ui-monospace, Menlo, Consolas, monospace",
  });
  const heading = document.createElement("h2");
  heading.textContent = "The site has errors. Fix them and save: this page reloads by itself.";
  Object.assign(heading.style, { font: "bold 18px/1.4 system-ui, sans-serif", margin: "0 0 1rem", color: "#f6b93b" });
  const messages = document.createElement("pre");
  // Text, never markup: a message quotes what the editor typed, which may look like HTML.
  messages.textContent = report;
  // Never wrapped: the ^^^ line must stay under the characters it marks, so a narrow screen scrolls sideways instead.
  Object.assign(messages.style, { margin: "0", whiteSpace: "pre", overflowX: "auto" });
  overlay.append(heading, messages);
  document.body.append(overlay);
}

/**
 * The build in place: only from the build before it (`pages` names what changed since that one), and only when the
 * app has taken the page over (before that, the page is the prerendered HTML, which only a reload renews).
 */
async function inPlace(state: State): Promise<boolean> {
  const app = document.getElementById(DOM_IDS.root)?.dataset[APP_DATA.app];
  if (state.build !== shownBuild + 1 || !state.pages || !app) return false;
  const module = (await import(app)) as Partial<AppModule>;
  return (await module.refresh?.(state.pages)) ?? false;
}

async function apply(state: State) {
  if (!state.ok) return showOverlay(state.report);
  if (state.build !== shownBuild && !(await inPlace(state).catch(() => false))) return window.location.reload();
  shownBuild = state.build;
  document.getElementById(OVERLAY_ID)?.remove();
}

/** One state after the other: a build taken in place waits for the one before it. */
let applied = Promise.resolve();
const events = new EventSource("/__dev/events");
events.addEventListener("state", (event) => {
  const state = JSON.parse((event as MessageEvent<string>).data) as State;
  // Whatever goes wrong in place, a reload shows the build as it is.
  applied = applied.then(() => apply(state)).catch(() => window.location.reload());
});
