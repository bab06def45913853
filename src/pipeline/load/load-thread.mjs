// A load thread's entry without the bundle: registers tsx in this thread (Node does not carry it into workers), then runs the work.
import { register } from "tsx/esm/api";

register();
await import("./load-thread.ts");
