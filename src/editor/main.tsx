// The editor's entry: reads which page to edit from the shell, loads it with the site's facts, starts the editor.
import "@puckeditor/core/no-external.css";
import "./editor.css";
import { createRoot } from "react-dom/client";
import { loadPage } from "./api";
import { patchPuckAccessibility } from "./a11y-patch";
import { patchSidebarTabs } from "./sidebar-tabs";
import { Editor } from "./editor";
import { TranslateView } from "./translate-view";
import { SiteView } from "./site-view";

const mount = document.getElementById("editor-root")!;
const page = mount.dataset.page ?? "";
const language = mount.dataset.language;
const root = createRoot(mount);

// A translation (/__edit/de/for-germany) has its own view: the English beside each field, no canvas.
const site = mount.dataset.view === "site";
const loaded = language || site ? null : await loadPage(page);
if (site) {
  root.render(<SiteView />);
} else if (language) {
  root.render(<TranslateView language={language} name={page} />);
} else if (!loaded || "error" in loaded) {
  root.render(<main className="ed-failed"><h1>Cannot edit this page</h1><p>{loaded?.error}</p><p><a href="/__edit/">All pages</a></p></main>);
} else {
  patchPuckAccessibility(document);
  patchSidebarTabs(document);
  root.render(<Editor loaded={loaded} />);
}
