// The registration form for the server's render (components/server-rendered.tsx, lazyInBrowser): the
// browser's bundle gets none of it and fetches RegisterForm.tsx only on the register tab.
export { RegisterForm } from "./RegisterForm";
