// npm run changes -- <base>..<head> [--markdown]: the routes, per language, and the sections and fields a change touches.
import { formatMarkdown, formatText } from "./changes/format";
import { compareSnapshots } from "./changes/compare";
import { snapshotAt, snapshotOf } from "./changes/snapshot";

const USAGE = "usage: npm run changes -- <base>..<head> [--markdown]   (e.g. main..HEAD; <base> alone compares with the files as saved now)";

async function main(args: string[]): Promise<number> {
  const markdown = args.includes("--markdown");
  const range = args.filter((arg) => arg !== "--markdown");
  if (range.length !== 1 || range[0].startsWith("-")) {
    console.error(USAGE);
    return 2;
  }
  const [base, head] = range[0].includes("..") ? range[0].split(/\.\.\.?/) : [range[0], undefined];
  const root = process.cwd();
  const before = await snapshotAt(root, base || "HEAD");
  const after = head ? await snapshotAt(root, head) : snapshotOf(root);
  const report = compareSnapshots(before, after);
  console.log(markdown ? formatMarkdown(report) : formatText(report));
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
