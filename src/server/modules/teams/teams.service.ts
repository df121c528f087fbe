import type { DbOrTx } from "../../db/client";
import * as repo from "./teams.repository";

/** For other modules: a team of the catalogue table, or undefined when the id is unknown. */
export const findTeam = (db: DbOrTx, id: number) => repo.findTeam(db, id);

/** A catalogue team in the API's team shape, for other modules (search) that list teams. */
export { presentCatalogueTeam } from "./teams.presenter";
