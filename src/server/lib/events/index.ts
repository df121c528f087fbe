export { DomainEvents, type EventHandler } from "./domain-events";
export type { EventMap, EventName } from "./event-map";
