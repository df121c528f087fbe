import ical, { ICalCalendarMethod } from "ical-generator";

// A single viewing event as an iCalendar file (RFC 5545) for "add to calendar", written with
// ical-generator as the team calendars are (teams/team-calendar.ts): it escapes TEXT values
// (backslash, semicolon, comma, line breaks), folds lines at 75 octets and formats the times.
// DTSTART/DTEND are in UTC (the venue's zone is shown in the app, not written here: a TZID
// would need a VTIMEZONE); SEQUENCE stays 0, as the hand-written file's absent one meant.

export interface IcsEvent {
  uid: string;
  title: string;
  description: string | null;
  location: string;
  start: Date;
  /** Viewing events have no end in the data; calendars get a block of this length. */
  durationMinutes: number;
  url: string | null;
  /** DTSTAMP: when this file was made. */
  stamp: Date;
}

export function toIcs(e: IcsEvent): string {
  const cal = ical({
    prodId: { company: "FanZone", product: "Viewing events", language: "EN" },
    scale: "gregorian",
    method: ICalCalendarMethod.PUBLISH,
  });
  cal.createEvent({
    id: e.uid,
    stamp: e.stamp,
    start: e.start,
    end: new Date(e.start.getTime() + e.durationMinutes * 60_000),
    summary: e.title,
    location: e.location,
    description: e.description,
    url: e.url,
  });
  // Every content line ends with CRLF, the last one too (RFC 5545 §3.1); ical-generator leaves it off.
  return `${cal.toString()}\r\n`;
}

/** A file name safe in a Content-Disposition header. */
export const icsFileName = (title: string, id: number) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "event"
  }-${id}.ics`;
