// React Router's Vite plugin provides the server build as a virtual module (see server/app.ts).
declare module "virtual:react-router/server-build" {
  const build: import("react-router").ServerBuild;
  export = build;
}
