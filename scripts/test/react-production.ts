// Imported first by `npm test`: the suite runs the engine as the build command does, on React's production build (the
// development build rendered the real site several times slower, and `npm run build` never uses it). Before React loads.
process.env.NODE_ENV ??= "production";
export {};
