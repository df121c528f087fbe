// The events feature's public surface for route pages.
export { CreateEventDialog } from "./components/create-event-dialog";
export { CommunityEvents } from "./components/community-events";
export { MyEventsSection, UpcomingEventsSection } from "./components/event-sections";
export { UpcomingEventsCard } from "./components/upcoming-events-card";
export { RsvpControls } from "./components/rsvp-controls";
export { useEvent, eventPath } from "./api/event";
export { EventDetail, EventDetailSkeleton } from "./components/event-detail";
// The attendance line ("5 attending / 20", plural in each language), for other screens listing events.
export { useAttendingText } from "./components/use-attending-text";
