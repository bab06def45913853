// The programs the suites drive besides Node (Chromium, nginx, Caddy): the one list, where each is, and how to install it.
import { existsSync } from "node:fs";

export interface Tool {
  name: string;
  /** Where the suites look for it; the environment variable overrides the Debian path. */
  path: string;
  /** The Debian package that provides it. */
  apt: string;
}

export const TOOLS: Tool[] = [
  { name: "Chromium", path: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", apt: "chromium" },
  { name: "nginx", path: process.env.NGINX_PATH ?? "/usr/sbin/nginx", apt: "nginx" },
  { name: "Caddy", path: process.env.CADDY_PATH ?? "/usr/bin/caddy", apt: "caddy" },
];

export const missingTools = (tools: readonly Tool[] = TOOLS) => tools.filter((tool) => !existsSync(tool.path));

/** The one command that installs these tools on Debian or Ubuntu. */
export const installCommand = (tools: readonly Tool[]) =>
  `${process.getuid?.() === 0 ? "" : "sudo "}apt-get update && ${process.getuid?.() === 0 ? "" : "sudo "}apt-get install -y ${tools.map((tool) => tool.apt).join(" ")}`;

export const toolPath = (name: string) => TOOLS.find((tool) => tool.name === name)!.path;

/** Thrown by a suite whose tool is missing: it names the tool and the command, so the runner's summary can show it. */
export function requireTool(name: string): string {
  const tool = TOOLS.find((each) => each.name === name)!;
  if (!existsSync(tool.path)) {
    const message = `${tool.name} not found at ${tool.path}. Install it with: ${installCommand([tool])}`;
    // uvu drops an error thrown in a before hook without a word (it only counts the suite's tests as not passed).
    console.error(`Error: ${message}`);
    throw new Error(message);
  }
  return tool.path;
}
