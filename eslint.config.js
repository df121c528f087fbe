import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// Import direction (DESIGN.md): shared imports nothing of server/web; server and web never
// import each other; web features do not import each other.
const restrict = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "public/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-control-regex": "off",
    },
  },
  {
    files: ["src/shared/**"],
    rules: restrict([
      {
        group: ["@server/*", "@web/*", "**/server/**", "**/web/**"],
        message: "src/shared must not import server or web code.",
      },
    ]),
  },
  {
    files: ["src/server/**"],
    rules: restrict([{ group: ["@web/*", "**/web/**"], message: "The server must not import the web app." }]),
  },
  {
    files: ["src/web/**"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
      ...restrict([{ group: ["@server/*", "**/server/**"], message: "The web app must not import server code." }]),
    },
  },
  ...[
    "auth",
    "communities",
    "events",
    "live",
    "news",
    "teams",
    "profile",
    "friends",
    "posts",
    "users",
    "pwa",
    "safety",
  ].map((f) => ({
    files: [`src/web/features/${f}/**`],
    rules: restrict([
      { group: ["@server/*", "**/server/**"], message: "The web app must not import server code." },
      {
        group: ["@web/features/*", `!@web/features/${f}`, `!@web/features/${f}/**`],
        message: "Web features must not import each other; move shared code to components/ or lib/.",
      },
    ]),
  })),
);
