// Copies the SQL migrations next to the bundled server so `node dist/server/main.js` finds them.
import fs from "node:fs";
fs.cpSync("src/server/db/migrations", "dist/server/migrations", { recursive: true });
