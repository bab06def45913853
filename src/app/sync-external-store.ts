// Stands in for the use-sync-external-store shim in the browser bundle (see emit/bundle.ts): wouter imports it for
// React 17 and older; React 19 has the hook itself, so the shim's copy is only weight.
export { useSyncExternalStore } from "react";
