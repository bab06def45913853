// Stands in for hoist-non-react-statics in the browser bundle (see emit/bundle.ts): emotion imports it only for
// withTheme, which the app never uses, and it would bring react-is along, a kilobyte gzip on every first visit.
export default function hoistNonReactStatics<T>(target: T): T {
  return target;
}
