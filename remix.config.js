/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  serverModuleFormat: "esm",
  // Icons are imported from lucide-react's ES module files one by one (app/lucide-icons.d.ts); Node
  // would read those as CommonJS, so the server build bundles them.
  serverDependenciesToBundle: [/^lucide-react/],
  postcss: true,
  tailwind: false,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
