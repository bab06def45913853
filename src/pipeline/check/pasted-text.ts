// Warnings on text as pasted from elsewhere: curly quotes used as YAML quotes, and site values typed out in full.
import type { Node } from "yaml";
import { lineAt, quoted } from "../load/lines";
import type { SourceFile } from "../load/source";

const CURLY = /^[“‘„"'](.*)[”’“"']$/s;

/** What each placeholder stands for, in words. */
const NAMES: Record<string, string> = { email: "the company e-mail", booking: "the booking URL" };

/** `node` is asked for only when there is a problem: a page loaded from the cache is not parsed again for nothing. */
type NodeOf = () => Node | undefined;

/** `title: “Hire …”`: a word processor's quotes are text to YAML, so they would show on the page. */
export function checkCurlyQuotes(file: SourceFile, node: NodeOf, text: string) {
  if (!/^[“‘„]/.test(text) || !/[”’“]$/.test(text) || !CURLY.test(text)) return;
  const [start, end] = node()?.range ?? [0, 0];
  const line = lineAt(file.text, start);
  const fixed = `${line.text.slice(0, start - line.start).trimStart()}${quoted(text.slice(1, -1))}`;
  file.report("warning", start, end, "curly quotes “ ” are shown on the page as part of the text", `if you meant to quote the text, use straight quotes: ${fixed}; to show the quote marks, keep them`);
}

/** The company e-mail or booking URL typed out where {email} or {booking} keeps it in step with site.yaml. */
export function checkTypedValues(file: SourceFile, node: NodeOf, text: string, values: Record<string, string>) {
  for (const [name, words] of Object.entries(NAMES)) {
    const value = values[name];
    const index = value ? text.indexOf(value) : -1;
    if (!value || index < 0) continue;
    const [start] = node()?.range ?? [0, 0];
    const inSource = file.text.indexOf(value, start);
    const at = inSource >= 0 ? inSource : start;
    const line = lineAt(file.text, at);
    const fixed = `${line.text.slice(0, at - line.start)}{${name}}${line.text.slice(at - line.start + value.length)}`.trim();
    file.report("warning", at, at + value.length, `${words} is typed out here`, `write {${name}} instead, so it follows site.yaml settings: ${fixed}`);
  }
}
