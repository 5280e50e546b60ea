// The 404 text for the server's render of the root's error boundary (components/server-rendered.tsx,
// lazyInBrowser): every page's bundle would otherwise carry it.
export { NotFoundContent } from "./NotFound";
