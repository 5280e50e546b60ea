// Icons are imported one file each ("lucide-react/dist/esm/icons/x.js"), never from the package's
// index: through the index, the browser build put every icon the app uses anywhere (the admin
// area's too) into one chunk that every public page loaded.
declare module "lucide-react/dist/esm/icons/*.js" {
  const icon: import("lucide-react").LucideIcon;
  export default icon;
}
