// Entry point of `npm run build` and `npm run validate`; see src/build/cli.ts for the flags.
import { main } from "./src/build/cli";

await main(process.argv.slice(2));
