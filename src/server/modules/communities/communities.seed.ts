import { and, eq } from "drizzle-orm";
import type { Seeder } from "../../db/seed/seed-context";
import { communities, communityMembers } from "../../db/schema/communities";
import { teams } from "../../db/schema/teams";

interface SeedCommunity {
  name: string;
  creator: string;
  sport: string;
  description: string;
  team?: [league: string, abbreviation: string];
  isPrivate?: boolean;
  members: string[];
  /** Join requests waiting for the creator (private communities only). */
  pending?: string[];
}

// Demo communities across the five sports, public and private, with members and open requests.
export const SEED_COMMUNITIES: SeedCommunity[] = [
  {
    name: "Lakeshow Nation",
    creator: "maya_hoops",
    sport: "basketball",
    team: ["nba", "LAL"],
    description: "Purple and gold every night: game threads, trade talk and watch parties around LA.",
    members: ["tyrell_dunks", "sofia_calcio", "sam_gridiron", "amara_goals"],
  },
  {
    name: "Cheesehead Huddle",
    creator: "sam_gridiron",
    sport: "football",
    team: ["nfl", "GB"],
    description: "Packers fans from Lambeau to anywhere. Sunday plans, tailgates and film breakdowns.",
    members: ["marcus_ice", "ben_tailgate", "jake_diamond"],
  },
  {
    name: "El Tri Road to 2026",
    creator: "diego_futbol",
    sport: "soccer",
    team: ["fifa-world-cup", "MEX"],
    description: "Following Mexico all the way to the home World Cup. Vamos México!",
    members: ["ben_tailgate", "sofia_calcio", "amara_goals", "maya_hoops"],
  },
  {
    name: "North London Gooners",
    creator: "priya_pitch",
    sport: "soccer",
    team: ["premier-league", "ARS"],
    description: "Arsenal supporters meeting for early kick-offs, derbies and European nights.",
    members: ["amara_goals", "chloe_bleus"],
  },
  {
    name: "Bruins Ice Talk",
    creator: "marcus_ice",
    sport: "hockey",
    team: ["nhl", "BOS"],
    description: "Black and gold hockey chat: line combos, playoff odds and rink-side meetups.",
    members: ["lena_bundes", "jake_diamond"],
  },
  {
    name: "Cardinal Nation Dugout",
    creator: "jake_diamond",
    sport: "baseball",
    team: ["mlb", "STL"],
    description: "Redbirds baseball from spring training to October. Scorecards welcome.",
    members: ["marcus_ice", "sam_gridiron", "tyrell_dunks"],
  },
  {
    name: "Brooklyn Courtside",
    creator: "tyrell_dunks",
    sport: "basketball",
    team: ["nba", "BKN"],
    description: "A small crew sharing seats and rides to Barclays. Ask to join.",
    isPrivate: true,
    members: ["maya_hoops"],
    pending: ["sam_gridiron"],
  },
  {
    name: "Fantasy Football Sharks",
    creator: "ben_tailgate",
    sport: "football",
    description: "Our private 12-team league: draft night, waiver wire banter and trophy talk.",
    isPrivate: true,
    members: ["sam_gridiron", "marcus_ice", "tyrell_dunks"],
    pending: ["amara_goals", "maya_hoops"],
  },
  {
    name: "Calcio Club Miami",
    creator: "sofia_calcio",
    sport: "soccer",
    team: ["serie-a", "INT"],
    description: "Serie A breakfasts in Miami: Inter, derbies and the occasional espresso debate.",
    members: ["diego_futbol", "priya_pitch"],
  },
  {
    name: "Longhorns Tailgate Crew",
    creator: "ben_tailgate",
    sport: "football",
    team: ["college-football", "TEX"],
    description: "Hook 'em! Saturday tailgates, road-trip planning and bowl-season watch parties.",
    members: ["amara_goals", "sam_gridiron"],
  },
  {
    name: "Hockey Night Chicago",
    creator: "lena_bundes",
    sport: "hockey",
    team: ["nhl", "CHI"],
    description: "Blackhawks fans who keep a table at the same pub every game night.",
    isPrivate: true,
    members: ["marcus_ice"],
    pending: ["chloe_bleus"],
  },
  {
    name: "Premier League Breakfast Club",
    creator: "amara_goals",
    sport: "soccer",
    description: "Early kick-offs, full English breakfasts and every Premier League club welcome.",
    members: ["priya_pitch", "chloe_bleus", "diego_futbol", "lena_bundes", "sofia_calcio"],
  },
];

export const seedCommunities: Seeder = async (ctx) => {
  for (const c of SEED_COMMUNITIES) {
    const creator = ctx.user(c.creator);
    let teamId: number | null = null;
    if (c.team) {
      const [team] = await ctx.tx
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.league, c.team[0]), eq(teams.abbreviation, c.team[1])))
        .limit(1);
      teamId = team?.id ?? null;
    }
    const memberIds = [creator.id, ...c.members.map((u) => ctx.user(u).id)];
    const [row] = await ctx.tx
      .insert(communities)
      .values({
        name: c.name,
        description: c.description,
        sport: c.sport,
        teamId,
        isPrivate: c.isPrivate ?? false,
        creatorId: creator.id,
        memberCount: memberIds.length,
        createdAt: new Date(ctx.now.getTime() - (SEED_COMMUNITIES.length - SEED_COMMUNITIES.indexOf(c)) * 86_400_000),
      })
      .returning({ id: communities.id });
    await ctx.tx
      .insert(communityMembers)
      .values([
        ...memberIds.map((userId) => ({ communityId: row!.id, userId, status: "member" as const })),
        ...(c.pending ?? []).map((u) => ({ communityId: row!.id, userId: ctx.user(u).id, status: "pending" as const })),
      ]);
  }
};
