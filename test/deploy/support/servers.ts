// Real nginx and Caddy on 127.0.0.1 over a built site, each with the config the build wrote into its _deploy/ folder:
// a temporary prefix for everything they write, in the foreground, stopped by the caller.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { toolPath } from "../../helpers/tools";

export const NGINX = toolPath("nginx");
export const CADDY = toolPath("Caddy");

export interface Running {
  name: string;
  url: string;
  stop: () => Promise<void>;
}

/** A port nothing listens on now; the server binds it a moment later. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The wrapper README shows for nginx, with a loopback port and paths a non-root user may write. */
export const nginxWrapper = (dir: string, port: number, dist: string) => `daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  access_log off;
${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`).join("\n")}
  server {
    listen 127.0.0.1:${port};
    root ${dist};
    include ${dist}/_deploy/nginx.conf;
  }
}
`;

/** The wrapper README shows for Caddy, with the admin endpoint off (other runs may be using its port). */
export const caddyWrapper = (port: number, dist: string) => `{
	admin off
	auto_https off
}
http://127.0.0.1:${port} {
	root * ${dist}
	import ${dist}/_deploy/Caddyfile
}
`;

async function waitUntilUp(url: string, child: ChildProcess, log: () => string) {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode}):\n${log()}`);
    try {
      await fetch(url, { method: "HEAD" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`no answer from ${url} in 15 s:\n${log()}`);
}

async function launch(name: string, command: string, args: (dir: string, port: number) => string[], setup: (dir: string, port: number) => void): Promise<Running> {
  if (!existsSync(command)) throw new Error(`${name} not found at ${command}. Install it with: apt-get update && apt-get install -y ${name}`);
  const dir = mkdtempSync(join(tmpdir(), `deploy-${name}-`));
  const port = await freePort();
  setup(dir, port);
  let output = "";
  const env = { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir };
  const child = spawn(command, args(dir, port), { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name, url, stop };
}

export const startNginx = (dist: string) =>
  launch("nginx", NGINX, (dir) => ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")], (dir, port) =>
    writeFileSync(join(dir, "nginx.conf"), nginxWrapper(dir, port, dist)));

export const startCaddy = (dist: string) =>
  launch("caddy", CADDY, (dir) => ["run", "--config", join(dir, "Caddyfile"), "--adapter", "caddyfile"], (dir, port) =>
    writeFileSync(join(dir, "Caddyfile"), caddyWrapper(port, dist)));

/** The version line each server reports, for the README and the lead's note. */
export function versionOf(command: string, args: string[]): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout?.on("data", (chunk) => (text += chunk));
    child.stderr?.on("data", (chunk) => (text += chunk));
    child.on("close", () => resolve(text.trim()));
  });
}
