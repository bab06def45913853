// React's DOM renderer, the app's largest dependency: a file of its own, so the client can load it in a task of its own.
export { hydrateRoot } from "react-dom/client";
