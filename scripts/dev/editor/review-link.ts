// Where to open a review for a pushed branch, when the remote is a host whose address for that is known.

/** owner/name and host from the remote's address: https://host/owner/name(.git), git@host:owner/name(.git), ssh://… */
export function remoteRepository(url: string): { host: string; path: string } | undefined {
  const match = /^(?:https:\/\/(?:[^@/]+@)?|ssh:\/\/(?:[^@/]+@)?|[^@/:]+@)([a-z0-9.-]+)(?::\d+)?[:/](.+?)(?:\.git)?\/?$/i.exec(url.trim());
  return match ? { host: match[1].toLowerCase(), path: match[2] } : undefined;
}

/** The page that opens a pull (or merge) request from branch into base, or undefined for an unknown host. */
export function reviewLink(remoteUrl: string, branch: string, base: string | undefined): string | undefined {
  const repository = remoteRepository(remoteUrl);
  if (!repository || !/^[\w.-]+\/[\w.-]+(\/[\w.-]+)*$/.test(repository.path)) return undefined;
  const { host, path } = repository;
  if (host === "github.com") return `https://github.com/${path}/${base && base !== branch ? `compare/${encodeURIComponent(base)}...${encodeURIComponent(branch)}?expand=1` : `tree/${encodeURIComponent(branch)}`}`;
  if (host === "gitlab.com") return `https://gitlab.com/${path}/-/merge_requests/new?${new URLSearchParams({ "merge_request[source_branch]": branch, ...(base ? { "merge_request[target_branch]": base } : {}) })}`;
  return undefined;
}
