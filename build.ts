// Entry point of `npm run build` and `npm run validate`; see src/build/cli.ts for the flags.
// React's production build renders several times faster and warns less; it must be chosen before React loads.
process.env.NODE_ENV ??= "production";
const { main } = await import("./src/build/cli");

await main(process.argv.slice(2));
export {};
