import { afterEach, describe, expect, it, vi } from "vitest";
import { eventFormSchema, toCreateEventInput, withVenueDate, type EventFormValues } from "@shared/schemas/events";
import type { FanEvent } from "@shared/schemas/events";
import { editEventBody, editEventFormSchema, editEventFormValues } from "./edit-event-form";

// The event forms read the date and time on the venue's clock (its zone), not the device's: these
// cases hold whatever zone the test process runs in. US clocks go forward on 2027-03-14 and back
// on 2027-11-07.
const LA = "America/Los_Angeles";

const form = (eventDate: string, timeZone: string): EventFormValues => ({
  title: "Finals Watch Party",
  description: "",
  sport: "basketball",
  location: "Staples Center",
  eventDate,
  timeZone,
  maxAttendees: "",
  communityId: "",
  isPublic: true,
  gameId: "",
});

const event = (eventDate: string, timeZone: string) =>
  ({
    title: "Finals Watch Party",
    description: null,
    location: "Staples Center",
    eventDate,
    timeZone,
    maxAttendees: 20,
    currentAttendees: 3,
  }) as FanEvent;

afterEach(() => vi.useRealTimers());

describe("Create Event: the date and time on the venue's clock", () => {
  it("reads 18:00 in Los Angeles with the offset of that day, either side of the spring change", () => {
    expect(toCreateEventInput(form("2027-03-13T18:00", LA))).toMatchObject({
      eventDate: "2027-03-14T02:00:00.000Z", // PST, UTC-8
      timeZone: LA,
    });
    expect(toCreateEventInput(form("2027-03-14T18:00", LA)).eventDate).toBe("2027-03-15T01:00:00.000Z"); // PDT, UTC-7
  });

  it("reads a skipped hour with the offset before the change, and a repeated one as its first occurrence", () => {
    expect(toCreateEventInput(form("2027-03-14T02:30", LA)).eventDate).toBe("2027-03-14T10:30:00.000Z");
    expect(toCreateEventInput(form("2027-11-07T01:30", LA)).eventDate).toBe("2027-11-07T08:30:00.000Z");
  });

  it("sends the same wall clock as a different instant in another venue's zone", () => {
    expect(toCreateEventInput(form("2027-03-14T18:00", "Europe/Paris")).eventDate).toBe("2027-03-14T17:00:00.000Z");
    expect(toCreateEventInput(form("2027-03-14T18:00", "UTC")).eventDate).toBe("2027-03-14T18:00:00.000Z");
  });

  it("checks 'in the future' on the venue's clock", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-03-14T01:30:00Z"));
    const schema = withVenueDate(eventFormSchema);
    // 18:00 on the 13th in Los Angeles is 02:00 UTC on the 14th: half an hour from now.
    expect(schema.safeParse(form("2027-03-13T18:00", LA)).success).toBe(true);
    // The same wall clock in Paris was hours ago.
    const past = schema.safeParse(form("2027-03-13T18:00", "Europe/Paris"));
    expect(past.error?.issues).toEqual([
      expect.objectContaining({ path: ["eventDate"], message: "Event date must be in the future" }),
    ]);
    const missing = schema.safeParse(form("", LA));
    expect(missing.error?.issues.map((i) => i.message)).toEqual(["Event date is required"]);
    const invalid = schema.safeParse(form("2027-02-30", LA));
    expect(invalid.error?.issues.map((i) => i.message)).toEqual(["Event date must be a valid date and time"]);
  });
});

describe("Edit Event: the stored instant shown and saved on the venue's clock", () => {
  it("shows the instant as the venue's wall clock, after the spring change too", () => {
    expect(editEventFormValues(event("2027-03-14T02:00:00.000Z", LA)).eventDate).toBe("2027-03-13T18:00");
    expect(editEventFormValues(event("2027-03-15T01:00:00.000Z", LA))).toMatchObject({
      eventDate: "2027-03-14T18:00",
      timeZone: LA,
      maxAttendees: "20",
      description: "",
    });
  });

  it("saves an unchanged form as the same instant, and a new zone as the new venue's clock", () => {
    const values = editEventFormValues(event("2027-11-07T08:30:00.000Z", LA)); // the first 01:30
    expect(values.eventDate).toBe("2027-11-07T01:30");
    expect(editEventBody(values)).toMatchObject({ eventDate: "2027-11-07T08:30:00.000Z", timeZone: LA });
    expect(editEventBody({ ...values, timeZone: "America/New_York" })).toMatchObject({
      eventDate: "2027-11-07T05:30:00.000Z", // 01:30 EDT, the first 01:30 in New York
      timeZone: "America/New_York",
    });
  });

  it("keeps the limit at or above the people going", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-01-01T00:00:00Z"));
    const values = editEventFormValues(event("2027-03-15T01:00:00.000Z", LA));
    const schema = editEventFormSchema(3);
    expect(schema.safeParse({ ...values, maxAttendees: "3" }).success).toBe(true);
    expect(schema.safeParse({ ...values, maxAttendees: "2" }).error?.issues.map((i) => i.message)).toEqual([
      "Maximum attendees cannot be below the 3 people already going",
    ]);
  });
});
