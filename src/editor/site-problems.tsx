// Every problem of the whole site before publishing, grouped by page or file, each linking to the field that fixes it.
import { useEffect, useState } from "react";
import "./site-problems.css";
import { loadSiteProblems, type SiteCheck, type SiteProblem } from "./api";
import { fieldWords } from "./words";

/** ["sections", 3, "items", 2, "title"] → "Section 4 › Items 3 › Title": where on the page, in the editor's words. */
export function fieldName(path: readonly (string | number)[]): string {
  const parts: string[] = [];
  path.forEach((part, i) => {
    if (typeof part === "number") parts[parts.length - 1] = `${parts[parts.length - 1] ?? "Entry"} ${part + 1}`;
    else parts.push(part === "sections" && typeof path[i + 1] === "number" ? "Section" : part === "meta" && i === 0 ? "Page" : fieldWords(part));
  });
  return parts.join(" › ");
}

const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

function Entry({ problem }: { problem: SiteProblem }) {
  const where = problem.path.length ? fieldName(problem.path) : "";
  return (
    <li className={`is-${problem.severity}`}>
      <span className="ed-severity">{problem.severity === "error" ? "Error" : "Warning"}</span>{" "}
      {where && <b>{where}: </b>}
      {problem.message}
      {problem.hint && <span className="ed-hint"> ({problem.hint})</span>}{" "}
      {problem.href
        ? <a href={problem.href}>{problem.href.includes("#field=") ? "Go to the field" : "Open the translation"}</a>
        : <span className="ed-where">{`${problem.file}, line ${problem.line}, column ${problem.col}`}</span>}
    </li>
  );
}

/** `version` changes after each save: the list is checked again then. */
export function SiteProblems({ version }: { version: number }) {
  const [answer, setAnswer] = useState<SiteCheck | null | "failed">(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let current = true;
    void loadSiteProblems().then((loaded) => current && setAnswer(loaded ?? "failed"));
    return () => void (current = false);
  }, [version]);
  const check = answer && answer !== "failed" ? answer : null;
  const problems = check?.problems ?? null;
  const total = check ? check.errors + check.warnings : 0;
  const summary = answer === "failed"
    ? "Whole site: not checked (the dev server did not answer; reload to try again)"
    : !check
    ? "Whole site: checking…"
    : total === 0
      ? "Whole site: nothing to fix before publishing"
      : `Whole site: ${plural(total, "thing")} to fix before publishing (${plural(check.errors, "error")}, ${plural(check.warnings, "warning")})`;
  // The pages first (their fields are a click away), then the site settings, then the translations.
  const rank = (p: SiteProblem) => (p.href?.includes("#field=") ? 0 : p.file === "site.yaml" ? 1 : 2);
  const places = [...new Set([...(problems ?? [])].sort((a, b) => rank(a) - rank(b)).map((p) => p.place))];
  return (
    <section className="ed-problem-list ed-site-problems" aria-label="Problems of the whole site">
      <h2>
        <button type="button" aria-expanded={open} onClick={() => setOpen((v) => !v)}>{summary}</button>
      </h2>
      {open && problems && problems.length > 0 && (
        <div className="ed-site-places">
          {problems.length < total && <p className="ed-site-more">{`The first ${problems.length} are listed here; fix them and save to see the next (npm run validate -- --production lists all ${total.toLocaleString("en-US")}).`}</p>}
          {places.map((place) => (
            <div key={place} className="ed-site-place">
              <h3>{place}</h3>
              <ul>{problems.filter((p) => p.place === place).map((p) => <Entry key={`${p.file}:${p.line}:${p.col}:${p.message}`} problem={p} />)}</ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
