// Dev-only browser script (served by the dev server, never part of a build): reload after a good build, overlay errors.
interface State {
  build: number;
  ok: boolean;
  report: string;
}

const OVERLAY_ID = "dev-overlay";
/** The build this page was served from, from the script's own URL. */
const servedBuild = Number(new URL(import.meta.url).searchParams.get("build") ?? 0);

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

const events = new EventSource("/__dev/events");
events.addEventListener("state", (event) => {
  const state = JSON.parse((event as MessageEvent<string>).data) as State;
  if (!state.ok) showOverlay(state.report);
  else if (state.build !== servedBuild) window.location.reload();
  else document.getElementById(OVERLAY_ID)?.remove();
});
