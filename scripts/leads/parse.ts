// One access-log line as the report needs it: nginx's combined format or Caddy's JSON. The visitor's address is never read.

export interface Hit {
  /** The day of the request, UTC, as YYYY-MM-DD. */
  day: string;
  method: string;
  /** The path, still percent-encoded, without its query. */
  path: string;
  /** The raw query, without "?"; "" when there is none. */
  query: string;
  status: number;
  agent: string;
}

const MONTHS: Record<string, string> = { Jan: "01", Feb: "02", Mar: "03", Apr: "04", May: "05", Jun: "06", Jul: "07", Aug: "08", Sep: "09", Oct: "10", Nov: "11", Dec: "12" };

// The address and the user come first and are skipped unread: `\S+ \S+ \S+` matches them without capturing.
const COMBINED = /^\S+ \S+ \S+ \[(\d{2})\/(\w{3})\/(\d{4}):(\d{2}):(\d{2}):(\d{2}) ([+-]\d{4})\] "(\S+) (\S+)[^"]*" (\d{3}) \S+ "(?:[^"\\]|\\.)*" "((?:[^"\\]|\\.)*)"/;

/** Days by hour: a log holds few distinct hours, and making a date string per line is most of the parsing time. */
const dayByHour = new Map<number, string>();
const dayOf = (ms: number) => {
  const hour = Math.floor(ms / 3_600_000);
  let day = dayByHour.get(hour);
  if (day === undefined) dayByHour.set(hour, (day = new Date(hour * 3_600_000).toISOString().slice(0, 10)));
  return day;
};

function hitOf(day: string, method: string, status: number, agent: string, uri: string): Hit {
  const at = uri.indexOf("?");
  return { day, method, status, agent, path: at < 0 ? uri : uri.slice(0, at), query: at < 0 ? "" : uri.slice(at + 1) };
}

function nginxLine(line: string): Hit | undefined {
  const m = COMBINED.exec(line);
  if (!m) return undefined;
  const [, dd, mon, yyyy, hh, mi, ss, zone, method, uri, status, agent] = m;
  const month = MONTHS[mon];
  if (!month) return undefined;
  const local = Date.UTC(+yyyy, +month - 1, +dd, +hh, +mi, +ss);
  const offset = (zone[0] === "-" ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3))) * 60_000;
  return hitOf(dayOf(local - offset), method, Number(status), agent.includes("\\") ? agent.replace(/\\(.)/g, "$1") : agent, uri);
}

interface CaddyEntry {
  ts?: number | string;
  status?: number;
  request?: { method?: string; uri?: string; headers?: Record<string, string[] | undefined> };
}

/** The JSON string that starts right after `key` in `line`, decoded; undefined when the key is missing. */
function stringAfter(line: string, key: string): string | undefined {
  const start = line.indexOf(key);
  if (start < 0) return undefined;
  const from = start + key.length;
  let end = line.indexOf('"', from);
  while (end > 0 && line[end - 1] === "\\") {
    // An escaped quote, unless the backslash before it is itself escaped.
    let slashes = 0;
    for (let i = end - 1; line[i] === "\\"; i--) slashes++;
    if (slashes % 2 === 0) break;
    end = line.indexOf('"', end + 1);
  }
  if (end < 0) return undefined;
  const raw = line.slice(from, end);
  return raw.includes("\\") ? (JSON.parse(`"${raw}"`) as string) : raw;
}

/**
 * Caddy writes its keys in a fixed order and escapes every quote inside a value, so `"uri":"` can only be the key: the
 * few fields needed are found directly, several times faster than parsing every line whole. Anything unexpected falls
 * back to JSON.parse.
 */
function caddyFast(line: string): Hit | undefined {
  const ts = /"ts":([0-9.]+)[,}]/.exec(line);
  const status = /"status":(\d{3})[,}]/.exec(line);
  const method = stringAfter(line, '"method":"');
  const uri = stringAfter(line, '"uri":"');
  if (!ts || !status || !method || !uri) return undefined;
  const agent = stringAfter(line, '"User-Agent":["') ?? "";
  return hitOf(dayOf(Number(ts[1]) * 1000), method, Number(status[1]), agent, uri);
}

function caddyLine(line: string): Hit | undefined {
  const fast = caddyFast(line);
  if (fast) return fast;
  let entry: CaddyEntry;
  try {
    entry = JSON.parse(line) as CaddyEntry;
  } catch {
    return undefined;
  }
  const request = entry.request;
  if (!request?.uri || !request.method || typeof entry.status !== "number") return undefined;
  // Caddy writes seconds since 1970 by default, or an ISO time with `time_format`.
  const ms = typeof entry.ts === "number" ? entry.ts * 1000 : new Date(entry.ts ?? NaN).getTime();
  if (Number.isNaN(ms)) return undefined;
  const agent = request.headers?.["User-Agent"]?.[0] ?? "";
  return hitOf(dayOf(ms), request.method, entry.status, agent, request.uri);
}

/** A line of either format; undefined for anything else (an error log line, a truncated write). */
export const parseLine = (line: string): Hit | undefined => (line.startsWith("{") ? caddyLine(line) : nginxLine(line));
