// A made-up but realistic access log (nginx combined and Caddy JSON lines) for the bench and the report's example; seeded, so the same every run.

/** Pages, the busiest repeated: the home page and the Gulf's largest markets draw most visitors. */
const PAGES = ["/", "/", "/", "/", "/for-saudi-arabia", "/for-saudi-arabia", "/for-saudi-arabia", "/for-uae", "/for-uae", "/for-uae", "/for-kuwait", "/for-kuwait", "/for-qatar", "/for-qatar", "/for-germany", "/for-singapore", "/for-hong-kong", "/contact", "/contact", "/how-it-works", "/for-employers", "/for-employers", "/about"];
const CTAS: Record<string, string[]> = {
  "/": ["home/cta/1"], "/for-kuwait": ["for-kuwait/contact/booking", "for-kuwait/cta/2"], "/for-saudi-arabia": ["for-saudi-arabia/contact/booking", "for-saudi-arabia/cta/2"],
  "/for-uae": ["for-uae/contact/booking"], "/for-qatar": ["for-qatar/cta/2"], "/for-germany": ["for-germany/cta/2"], "/contact": ["contact/contact/booking", "contact/hero/1"],
};
const PEOPLE = ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36", "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1"];
const BOTS = ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "Mozilla/5.0 (compatible; bingbot/2.0)", "curl/8.5.0"];
const ASSETS = ["/assets/app-3kd93.js", "/assets/loader-a8d2.js", "/assets/data/site-Xk2.json", "/images/logo.svg", "/favicon.ico"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** One line in nginx's combined format. */
export function nginxLine(ip: string, time: Date, method: string, uri: string, status: number, agent: string, referer = "-"): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const stamp = `${pad(time.getUTCDate())}/${MONTHS[time.getUTCMonth()]}/${time.getUTCFullYear()}:${pad(time.getUTCHours())}:${pad(time.getUTCMinutes())}:${pad(time.getUTCSeconds())} +0000`;
  return `${ip} - - [${stamp}] "${method} ${uri} HTTP/1.1" ${status} 1234 "${referer}" "${agent}"`;
}

/** One line of Caddy's JSON access log, as `log { output file … }` writes it. */
export function caddyLine(ip: string, time: Date, method: string, uri: string, status: number, agent: string): string {
  return JSON.stringify({
    level: "info", ts: time.getTime() / 1000, logger: "http.log.access.log0", msg: "handled request",
    request: { remote_ip: ip, remote_port: "51234", proto: "HTTP/2.0", method, host: "www.example.com", uri, headers: { "User-Agent": [agent], Accept: ["text/html"] } },
    bytes_read: 0, user_id: "", duration: 0.0012, size: 1234, status, resp_headers: { Server: ["Caddy"] },
  });
}

/** `count` lines over 28 days, each format in turn; most traffic on weekdays and country pages, a campaign now and then. */
export function sampleLog(count: number, seed = 23): string[] {
  let state = seed;
  const random = () => ((state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const start = Date.UTC(2026, 9, 26);
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const day = Math.floor((i / count) * 28);
    const weekend = [5, 6].includes(day % 7);
    const time = new Date(start + day * 86_400_000 + Math.floor(random() * 86_400_000));
    const ip = `203.0.113.${Math.floor(random() * 250) + 1}`;
    const roll = random();
    let method = "GET", uri: string, status = 200, agent = pick(PEOPLE);
    if (roll < 0.12) (agent = pick(BOTS)), (uri = pick(PAGES));
    else if (roll < 0.42) uri = pick(ASSETS);
    else if (roll < (weekend ? 0.44 : 0.46)) {
      const page = pick(PAGES.filter((path) => CTAS[path]));
      uri = `/go/${pick(CTAS[page])}${random() < 0.2 ? "?utm_source=newsletter&utm_medium=email&utm_campaign=november" : ""}`;
      status = 302;
    } else if (roll < 0.47) (uri = "/wp-login.php"), (status = 404);
    else {
      uri = pick(PAGES);
      if (weekend && random() < 0.3) uri = "/";
      if (random() < 0.06) uri += "?utm_source=newsletter&utm_medium=email&utm_campaign=november";
      else if (random() < 0.04) uri += "?utm_source=linkedin&utm_medium=social&utm_campaign=gulf-hiring";
    }
    lines.push(i % 2 ? caddyLine(ip, time, method, uri, status, agent) : nginxLine(ip, time, method, uri, status, agent));
  }
  return lines;
}
