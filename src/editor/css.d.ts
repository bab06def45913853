// esbuild bundles the editor's stylesheets (Puck's and its own) into editor.css; TypeScript only needs to know they exist.
declare module "*.css";
