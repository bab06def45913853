// The editor's publishing calls: the saved changes and what they touch, publish, a page's history, restore.
import { call } from "./api";

export interface ChangeList {
  mode: "direct" | "review";
  files: string[];
  /** Commits made here that the remote does not have yet (an earlier publish could not send them). */
  unsent: boolean;
  text: string;
}

export interface Published {
  branch: string;
  commit: string;
  files: string[];
  pushed: boolean;
  rebased: boolean;
  review?: string;
}

export interface Version {
  commit: string;
  short: string;
  date: string;
  author: string;
  description: string;
}

type Failed = { error: string };
const failed = (answer: { error?: string; status: number }, what: string): Failed => ({ error: answer.error ?? `${what} (the dev server answered ${answer.status})` });

export async function publishMode(): Promise<"direct" | "review"> {
  const answer = await call("GET", "/__edit/api/publish/mode");
  return answer.mode === "review" ? "review" : "direct";
}

export async function loadChanges(): Promise<ChangeList | Failed> {
  const answer = await call("GET", "/__edit/api/changes");
  return answer.status === 200 ? (answer as unknown as ChangeList) : failed(answer, "could not list the changes");
}

export async function publishChanges(description: string, newBranch: boolean): Promise<Published | Failed> {
  const answer = await call("POST", "/__edit/api/publish", { description, newBranch });
  return answer.status === 200 ? (answer as unknown as Published) : failed(answer, "not published");
}

export async function loadHistory(page: string): Promise<Version[] | Failed> {
  const answer = await call("GET", `/__edit/api/history?page=${encodeURIComponent(page)}`);
  return answer.status === 200 ? (answer.versions as Version[]) : failed(answer, "could not read the history");
}

export async function loadVersion(page: string, commit: string): Promise<{ text: string; current: string } | Failed> {
  const answer = await call("GET", `/__edit/api/version?page=${encodeURIComponent(page)}&commit=${encodeURIComponent(commit)}`);
  return answer.status === 200 ? { text: String(answer.text), current: String(answer.current) } : failed(answer, "could not read that version");
}

export async function restoreVersion(page: string, commit: string, hash: string): Promise<{ hash: string } | Failed> {
  const answer = await call("POST", "/__edit/api/restore", { page, commit, hash });
  return answer.status === 200 && answer.hash ? { hash: answer.hash } : failed(answer, "not restored");
}

/** A new address for the page (its old one redirects there), or its removal with a redirect to `redirectTo`. */
export async function moveRoute(page: string, path: string | undefined, redirectTo: string): Promise<{ from: string } | Failed> {
  const answer = await call("POST", "/__edit/api/route", { page, path, redirectTo });
  return answer.status === 200 ? { from: String(answer.from) } : failed(answer, "not changed");
}
