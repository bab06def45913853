// The web addresses in site.yaml settings (baseUrl, bookingUrl) and the parts of a mailto: link, read as a browser would.
export interface Issue {
  message: string;
  hint: string;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * An https address with no user name, password or spaces. `siteRoot` (baseUrl) must also be the bare domain:
 * pages join it with their path, so anything after the domain, even a trailing /, would end up in every link.
 */
export function webAddressIssue(value: string, siteRoot: boolean): Issue | undefined {
  const example = siteRoot ? "https://www.example.com" : "https://example.com/book";
  if (/\s/.test(value)) {
    const trimmed = value.trim();
    const fixed = trimmed.replace(/\s+/g, "%20");
    const hint = /\s/.test(trimmed) ? `a web address has no spaces; write %20 where one belongs: ${fixed}` : `remove the spaces around it: ${trimmed}`;
    return { message: `"${value}" has a space in it`, hint };
  }
  if (!SCHEME.test(value)) return { message: `"${value}" is not a web address`, hint: `write it in full, starting with https://: https://${value.replace(/^\/+/, "")}` };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { message: `"${value}" is not a valid web address`, hint: `check for missing or extra parts, e.g. ${example}` };
  }
  if (url.protocol === "http:") return { message: `"${value}" uses http:`, hint: `use https:// so visitors are not sent to an insecure page: ${value.replace(SCHEME, "https:")}` };
  if (url.protocol !== "https:" || !/^https:\/\//i.test(value)) return { message: `"${value}" is not an https:// address`, hint: `write a web address starting with https://, e.g. ${example}` };
  const authority = /^https:\/\/([^/?#]*)/i.exec(value)?.[1] ?? "";
  if (authority.includes("@")) {
    const userInfo = authority.slice(0, authority.lastIndexOf("@") + 1);
    const without = value.replace(userInfo, "");
    return { message: `"${value}" has a user name or password in it`, hint: `anyone can read it in the page; remove "${userInfo}": ${siteRoot ? url.origin : without}` };
  }
  if (siteRoot && value.length > "https://".length + authority.length) {
    return { message: `"${value}" has something after the domain`, hint: `baseUrl is the domain alone, without a path or a trailing /: ${url.origin}` };
  }
  return undefined;
}

/** The fields a mailto: link may fill in; cc, bcc and to would send the message to other addresses. */
const MAILTO_FIELDS = ["subject", "body"];

/** A % escape that decodes, or undefined: decodeURIComponent throws on "%zz" and on a broken UTF-8 sequence. */
const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

/** The address part and each name=value of a mailto: link; undefined when it is well formed. */
export function mailtoIssue(href: string, isAddress: (address: string) => boolean): Issue | undefined {
  const [address, query] = splitOnce(href.slice("mailto:".length), "?");
  const escapeIssue = (part: string): Issue => ({
    message: `"${part}" has a malformed % escape`,
    hint: "after % come two hex digits (0-9, A-F) that spell a character, e.g. %20 for a space; write %25 for a % sign itself",
  });
  const to = decoded(address);
  if (to === undefined) return escapeIssue(address);
  for (const field of query === undefined ? [] : query.split("&")) {
    const [name, value = ""] = splitOnce(field, "=");
    const key = decoded(name);
    if (key === undefined) return escapeIssue(field);
    if (key !== "" && !MAILTO_FIELDS.includes(key.toLowerCase())) {
      return { message: `e-mail links may not set "${key}"`, hint: `remove ${field}; a mailto: link goes to one address and may set only subject= and body=` };
    }
    if (decoded(value) === undefined) return escapeIssue(value);
  }
  if (!isAddress(to)) return { message: `"${href}" is not a valid e-mail link`, hint: 'write mailto: followed by one address, e.g. "mailto:{email}"' };
  return undefined;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
