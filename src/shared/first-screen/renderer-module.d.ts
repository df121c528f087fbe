// The type of `#first-screen-renderer` (package.json `imports`): the module the web build makes
// for the server, dist/ssr/renderer.js (./renderer.ts says why it is a boundary of its own).
import type { RenderFirstScreen } from "./renderer";

export declare const renderFirstScreen: RenderFirstScreen;
