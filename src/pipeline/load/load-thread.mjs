// A load thread's entry without the bundle: registers tsx here (Node does not carry it into workers), then the work.
import { register } from "tsx/esm/api";

register();
await import("./load-thread.ts");
