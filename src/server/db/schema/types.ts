import { customType } from "drizzle-orm/pg-core";

/** Case-insensitive text (the citext extension): usernames and emails compare without case. */
export const citext = customType<{ data: string }>({ dataType: () => "citext" });
