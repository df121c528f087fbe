// What the app's page serving uses of link previews (src/server/app.ts).
export { sharePageHead } from "./share.module";
