/**
 * The live connection's message schemas, and the validation library with them. They load with
 * the connection rather than with the first screen, so a signed-in page's first load is smaller.
 * (They were evaluated a module per task; measured against one import, that moved no total
 * blocking time beyond the run-to-run spread: bench/results/micro-optimisations.md.)
 */
export const loadProtocol = () => import("@shared/realtime/messages");
