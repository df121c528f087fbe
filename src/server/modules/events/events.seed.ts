import { inArray } from "drizzle-orm";
import type { Seeder } from "../../db/seed/seed-context";
import { zonedDate, zonedInstant } from "../../db/seed/zoned-time";
import { communities } from "../../db/schema/communities";
import { eventRsvps, events } from "../../db/schema/events";

interface SeedEvent {
  title: string;
  creator: string;
  sport: string;
  location: string;
  description: string;
  /** Days from now (negative: past), and the start on the venue's wall clock ("19:00") in its zone. */
  inDays: number;
  at: string;
  zone: string;
  maxAttendees?: number;
  community?: string;
  isPublic?: boolean;
  going: string[];
  maybe?: string[];
}

// Upcoming and past viewing events at venues in several time zones; dates are relative to the
// seeding time so the demo stays current, and each starts at its local time on the venue's clock.
const SEED_EVENTS: SeedEvent[] = [
  {
    title: "Lakers vs Celtics Watch Party",
    creator: "maya_hoops",
    sport: "basketball",
    location: "Barney's Beanery, Santa Monica",
    description: "Big screens, wings and the rivalry. Wear purple and gold!",
    inDays: 2,
    at: "18:00",
    zone: "America/Los_Angeles",
    maxAttendees: 40,
    community: "Lakeshow Nation",
    going: ["tyrell_dunks", "sofia_calcio", "amara_goals", "sam_gridiron"],
    maybe: ["diego_futbol"],
  },
  {
    title: "Bruins Game Night at the Harp",
    creator: "marcus_ice",
    sport: "hockey",
    location: "The Harp, Causeway St, Boston",
    description: "Pre-game at six, puck drop at seven. Table reserved under Marcus.",
    inDays: 1,
    at: "18:00",
    zone: "America/New_York",
    maxAttendees: 30,
    community: "Bruins Ice Talk",
    going: ["lena_bundes", "jake_diamond"],
  },
  {
    title: "North London Derby Breakfast",
    creator: "priya_pitch",
    sport: "soccer",
    location: "The Tollington Arms, London",
    description: "Early kick-off, full English and the loudest corner in the pub.",
    inDays: 4,
    at: "11:00",
    zone: "Europe/London",
    maxAttendees: 25,
    community: "North London Gooners",
    going: ["amara_goals", "chloe_bleus", "lena_bundes"],
  },
  {
    title: "Sunday Night Football at Lambeau Tap",
    creator: "sam_gridiron",
    sport: "football",
    location: "Lambeau Tap, Green Bay",
    description: "Cheese curds on the house for the first touchdown.",
    inDays: 5,
    at: "18:30",
    zone: "America/Chicago",
    maxAttendees: 60,
    community: "Cheesehead Huddle",
    going: ["marcus_ice", "ben_tailgate", "jake_diamond", "tyrell_dunks", "maya_hoops"],
  },
  {
    title: "Rooftop Finals Viewing",
    creator: "tyrell_dunks",
    sport: "basketball",
    location: "Westlight rooftop, Brooklyn",
    description: "Only four seats on the rooftop couch. First come, first served.",
    inDays: 3,
    at: "20:00",
    zone: "America/New_York",
    maxAttendees: 4,
    going: ["maya_hoops", "sofia_calcio", "jake_diamond"],
  },
  {
    title: "Brooklyn Courtside Members Night",
    creator: "tyrell_dunks",
    sport: "basketball",
    location: "Barclays Center, Section 18",
    description: "Members only: we are sitting together, tickets shared in the group.",
    inDays: 6,
    at: "19:00",
    zone: "America/New_York",
    maxAttendees: 12,
    community: "Brooklyn Courtside",
    isPublic: false,
    going: ["maya_hoops"],
  },
  {
    title: "Fantasy Draft Night",
    creator: "ben_tailgate",
    sport: "football",
    location: "Ben's place, East Austin",
    description: "Snake draft, 12 teams, pizza at seven. Bring your cheat sheets.",
    inDays: 7,
    at: "18:30",
    zone: "America/Chicago",
    maxAttendees: 12,
    community: "Fantasy Football Sharks",
    isPublic: false,
    going: ["sam_gridiron", "marcus_ice", "tyrell_dunks"],
  },
  {
    title: "Mexico World Cup Viewing Fiesta",
    creator: "diego_futbol",
    sport: "soccer",
    location: "Plaza Tapatía big screen, Guadalajara",
    description: "Free public screening with the whole plaza. Bring a flag!",
    inDays: 9,
    at: "13:00",
    zone: "America/Mexico_City",
    community: "El Tri Road to 2026",
    going: ["ben_tailgate", "sofia_calcio", "amara_goals"],
  },
  {
    title: "Cardinals Opening Day Tailgate",
    creator: "jake_diamond",
    sport: "baseball",
    location: "Lot C, Busch Stadium, St. Louis",
    description: "Grills on at ten, first pitch at three. Scorecards provided.",
    inDays: 12,
    at: "10:00",
    zone: "America/Chicago",
    community: "Cardinal Nation Dugout",
    going: ["marcus_ice", "sam_gridiron"],
  },
  {
    title: "Blackhawks Trivia Night",
    creator: "lena_bundes",
    sport: "hockey",
    location: "Hidden Shamrock, Chicago",
    description: "Hockey trivia between periods. Teams of four.",
    inDays: 8,
    at: "18:00",
    zone: "America/Chicago",
    maxAttendees: 20,
    community: "Hockey Night Chicago",
    going: ["marcus_ice"],
  },
  {
    title: "Longhorns Season Opener Tailgate",
    creator: "ben_tailgate",
    sport: "football",
    location: "San Jacinto Blvd, Austin",
    description: "Brisket, lawn games and the opener on the big screen.",
    inDays: -6,
    at: "11:00",
    zone: "America/Chicago",
    community: "Longhorns Tailgate Crew",
    going: ["amara_goals", "sam_gridiron"],
  },
  {
    title: "Derby d'Italia Breakfast",
    creator: "sofia_calcio",
    sport: "soccer",
    location: "Café Roma, Miami Beach",
    description: "Inter vs Juventus with cornetti and espresso.",
    inDays: -3,
    at: "09:00",
    zone: "America/New_York",
    community: "Calcio Club Miami",
    going: ["diego_futbol", "priya_pitch"],
  },
  {
    title: "Premier League Matchday Brunch",
    creator: "amara_goals",
    sport: "soccer",
    location: "The Pitch Pub, Houston",
    description: "Three matches back to back, bottomless coffee.",
    inDays: -10,
    at: "07:00",
    zone: "America/Chicago",
    community: "Premier League Breakfast Club",
    going: ["priya_pitch", "chloe_bleus", "lena_bundes"],
  },
  {
    title: "Der Klassiker at the Fan Bar",
    creator: "lena_bundes",
    sport: "soccer",
    location: "Strobels, Dortmund",
    description: "Dortmund against Bayern, standing room by the big screen. Yellow and black only.",
    inDays: 6,
    at: "18:30",
    zone: "Europe/Berlin",
    maxAttendees: 50,
    going: ["chloe_bleus", "priya_pitch", "amara_goals"],
  },
  {
    title: "Le Classique on the Terrace",
    creator: "chloe_bleus",
    sport: "soccer",
    location: "Café de la Paix, Paris",
    description: "PSG against Marseille on the terrace screen. Croissants at half-time.",
    inDays: 11,
    at: "20:45",
    zone: "Europe/Paris",
    going: ["lena_bundes", "sofia_calcio", "diego_futbol"],
  },
];

const DAY_MS = 86_400_000;

/** The event's instant: that many days from now on the venue's calendar, at its local start time. */
function dateOf(now: Date, e: Pick<SeedEvent, "inDays" | "at" | "zone">): Date {
  const [hour, minute] = e.at.split(":").map(Number) as [number, number];
  const on = (days: number) => zonedInstant(zonedDate(now.getTime() + days * DAY_MS, e.zone), { hour, minute }, e.zone);
  const d = on(e.inDays);
  // An event "in 1 day" at an hour already passed there today still lies in the future.
  return e.inDays > 0 && d.getTime() <= now.getTime() ? on(e.inDays + 1) : d;
}

export const seedEvents: Seeder = async (ctx) => {
  const names = [...new Set(SEED_EVENTS.map((e) => e.community).filter((n): n is string => !!n))];
  const found = await ctx.tx
    .select({ id: communities.id, name: communities.name })
    .from(communities)
    .where(inArray(communities.name, names));
  const communityId = new Map(found.map((c) => [c.name, c.id]));

  for (const e of SEED_EVENTS) {
    const creator = ctx.user(e.creator);
    const going = [creator.id, ...e.going.map((u) => ctx.user(u).id)];
    const [row] = await ctx.tx
      .insert(events)
      .values({
        title: e.title,
        description: e.description,
        sport: e.sport,
        location: e.location,
        eventDate: dateOf(ctx.now, e),
        timeZone: e.zone,
        maxAttendees: e.maxAttendees ?? null,
        communityId: e.community ? (communityId.get(e.community) ?? null) : null,
        isPublic: e.isPublic ?? true,
        creatorId: creator.id,
        currentAttendees: going.length,
      })
      .returning({ id: events.id });
    await ctx.tx
      .insert(eventRsvps)
      .values([
        ...going.map((userId) => ({ eventId: row!.id, userId, status: "going" as const })),
        ...(e.maybe ?? []).map((u) => ({ eventId: row!.id, userId: ctx.user(u).id, status: "maybe" as const })),
      ]);
  }
};
