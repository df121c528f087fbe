import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { icsFileName, toIcs, type IcsEvent } from "./ics";

const event: IcsEvent = {
  uid: "event-42@fanzone",
  title: "Derby; Reds, Blues \\ back",
  description: "Line one\nLine two\r\nCafé, ümlauts and 🏟 in a line long enough to be folded past seventy-five octets",
  location: "Pub, Dock St",
  start: new Date("2031-03-14T19:30:00.123Z"),
  durationMinutes: 180,
  url: "https://fanzone.example/events/42",
  stamp: new Date("2030-01-02T03:04:05.678Z"),
};

describe("an event's .ics file", () => {
  it("is one VEVENT in UTC with the event's UID, stamp, end and escaped text", () => {
    const text = toIcs(event);
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//FanZone//Viewing events//EN\r\n")).toBe(true);
    expect(text.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    for (const line of [
      "METHOD:PUBLISH",
      "UID:event-42@fanzone",
      "SEQUENCE:0",
      "DTSTAMP:20300102T030405Z",
      "DTSTART:20310314T193000Z",
      "DTEND:20310314T223000Z",
      "SUMMARY:Derby\\; Reds\\, Blues \\\\ back",
      "LOCATION:Pub\\, Dock St",
    ])
      expect(text).toContain(`\r\n${line}\r\n`);
    expect(text.replace(/\r\n /g, "")).toContain(
      "DESCRIPTION:Line one\\nLine two\\nCafé\\, ümlauts and 🏟 in a line long enough to be folded past seventy-five octets\r\n",
    );
  });

  it("folds lines at 75 octets and reads back as the same event", () => {
    const text = toIcs(event);
    const lines = text.split("\r\n");
    expect(lines.some((l) => l.startsWith(" "))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const cal = new ICAL.Component(ICAL.parse(text));
    const [vevent, ...more] = cal.getAllSubcomponents("vevent");
    expect(more).toEqual([]);
    const e = new ICAL.Event(vevent);
    expect(e.uid).toBe(event.uid);
    expect(e.summary).toBe(event.title);
    expect(e.location).toBe(event.location);
    expect(e.description).toBe(event.description!.replace(/\r\n/g, "\n"));
    expect(e.startDate.zone?.tzid).toBe("UTC");
    expect(e.startDate.toJSDate().toISOString()).toBe("2031-03-14T19:30:00.000Z");
    expect(e.endDate.toJSDate().toISOString()).toBe("2031-03-14T22:30:00.000Z");
    expect(vevent!.getFirstPropertyValue("url")).toBe(event.url);
  });

  it("leaves out a missing description and link", () => {
    const text = toIcs({ ...event, description: null, url: null });
    expect(text).not.toContain("DESCRIPTION");
    expect(text).not.toContain("URL");
  });

  it("is named for its title", () => {
    expect(icsFileName("Derby; Reds, Blues", 7)).toBe("derby-reds-blues-7.ics");
    expect(icsFileName("¡¿!", 7)).toBe("event-7.ics");
  });
});
