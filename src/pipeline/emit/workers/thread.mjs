// A render thread's entry: registers tsx in this thread (Node does not carry it into workers), then runs the work.
import { register } from "tsx/esm/api";

register();
await import("./thread.ts");
