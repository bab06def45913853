// Which of the build's compressed copies a request may get, from its Accept-Encoding: brotli first, then gzip, and
// only an encoding the client named with a non-zero quality (a "*" is not taken as consent).

export type Encoding = "br" | "gzip";

/** The suffix of each encoding's copy beside the file: the names CDNs and web servers look for. */
export const ENCODINGS: Readonly<Record<Encoding, string>> = { br: ".br", gzip: ".gz" };

const PREFERENCE: readonly Encoding[] = ["br", "gzip"];

/** The encodings named with q > 0, lower-cased; "x-gzip" counts as gzip. */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(",") : header ?? "").split(",")) {
    const [token, ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith("q="));
    if (!token || (quality !== undefined && !(Number(quality.slice(2)) > 0))) continue;
    accepted.add(token === "x-gzip" ? "gzip" : token);
  }
  return accepted;
}

/** The preferred encoding the client accepts and the file has a copy in, with that copy. */
export function chooseEncoding(header: string | string[] | undefined, copy: (encoding: Encoding) => Buffer | undefined) {
  const accepted = acceptedEncodings(header);
  for (const name of PREFERENCE) {
    if (!accepted.has(name)) continue;
    const body = copy(name);
    if (body) return { name, body };
  }
  return undefined;
}
