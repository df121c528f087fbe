import type { Config } from "../config/config";

/** The log's level and, in development, readable lines: the server's and its first-start child's. */
export const baseLogOptions = (config: Pick<Config, "logLevel" | "env">) => ({
  level: config.logLevel,
  ...(config.env === "development" ? { transport: { target: "pino-pretty" } } : {}),
});
