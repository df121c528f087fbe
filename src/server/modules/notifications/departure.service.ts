import type { DbOrTx } from "../../db/client";
import * as repo from "./departure.repository";

/** Account deletion: no notification keeps the user, to them, from them or about them. */
export const forgetUserInNotifications = (tx: DbOrTx, userId: number, postIds: number[]) =>
  repo.forgetUser(tx, userId, postIds);
