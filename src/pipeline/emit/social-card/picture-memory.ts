// resvg holds each card's picture (1,200 × 630 pixels, 3 MB) in native memory until V8 collects the small object that
// wraps it. V8 does not count that memory, and a thread that draws cards has a small heap it seldom collects: a card
// thread grew by some 4 MiB a card (150 MiB over the 35 cards of a 1,700-page site) and gave little of it back.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

type Collect = (options: { type: "minor" }) => void;
let collect: Collect | undefined;

/**
 * Frees the pictures of the cards drawn so far: a young-generation collection (some 5 ms; a full one took 30), as the
 * wrappers die young, then a turn of the event loop, where Node runs their finalizers.
 */
export async function releasePictures() {
  if (!collect) {
    // The only way to ask V8 for a collection: a context made after the flag is set has gc().
    setFlagsFromString("--expose-gc");
    collect = runInNewContext("gc") as Collect;
  }
  collect({ type: "minor" });
  await new Promise((resolve) => setImmediate(resolve));
}
