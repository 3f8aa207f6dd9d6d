// Loaded with `node --import` by the scripts that start React Router's Vite tooling (package.json).
// React Router 7 (7.18.4 is the last v7) passes `envFile: false` to the Vite servers it creates
// inside itself, which Vite 8.1+ reports as deprecated on every start: nine lines per build that
// no project setting can reach. The upstream fix (envDir: false, remix-run/react-router#15230)
// shipped in v8 only, and Vite still honours the old option, so exactly that one line is dropped.
// Delete this file when the project moves to React Router v8 (ADR 0037).
const warn = console.warn;
console.warn = (...args) => {
  if (typeof args[0] === "string" && args[0].includes("The `envFile` option is deprecated")) return;
  warn(...args);
};
