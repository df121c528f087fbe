// The sample news (default provider): realistic stories, dated relative to now so the feed
// always looks current. Each points at the league's own news site.
export interface SampleArticle {
  slug: string;
  minutesAgo: number;
  sport: string;
  league: string;
  title: string;
  summary: string;
  author: string;
  sourceUrl: string;
}

export const SAMPLE_ARTICLES: SampleArticle[] = [
  {
    slug: "lakers-late-surge",
    minutesAgo: 18,
    sport: "basketball",
    league: "nba",
    title: "Lakers rally late to steal road win in overtime",
    summary:
      "A 14-2 run over the final three minutes of regulation forced overtime, and Los Angeles pulled away from there behind a 38-point night from its star forward.",
    author: "Dana Whitfield",
    sourceUrl: "https://www.nba.com/news",
  },
  {
    slug: "chivas-clasico-preview",
    minutesAgo: 47,
    sport: "soccer",
    league: "liga-mx",
    title: "Chivas and América meet in a Clásico with playoff places at stake",
    summary:
      "Guadalajara need a result at the Estadio Akron to stay in the top four; América arrive unbeaten in six and with their first-choice back line restored.",
    author: "Lucía Herrera",
    sourceUrl: "https://ligamx.net/",
  },
  {
    slug: "packers-injury-report",
    minutesAgo: 95,
    sport: "football",
    league: "nfl",
    title: "Packers list two starters as questionable for Sunday",
    summary:
      "Green Bay's offensive line could be without both tackles against a pass rush that leads the league in pressures; the team will decide after Friday's practice.",
    author: "Marcus Bell",
    sourceUrl: "https://www.nfl.com/news/",
  },
  {
    slug: "arsenal-top-spot",
    minutesAgo: 160,
    sport: "soccer",
    league: "premier-league",
    title: "Arsenal keep top spot after a tense win at the Emirates",
    summary:
      "A second-half header from a corner settled a cagey London derby and kept the Gunners two points clear heading into the international break.",
    author: "Priya Raman",
    sourceUrl: "https://www.premierleague.com/news",
  },
  {
    slug: "bruins-goalie-streak",
    minutesAgo: 230,
    sport: "hockey",
    league: "nhl",
    title: "Bruins goalie extends shutout streak to 150 minutes",
    summary:
      "Boston's netminder stopped all 31 shots in a 3-0 win, the longest scoreless run by a Bruins goaltender in four seasons.",
    author: "Evan Doyle",
    sourceUrl: "https://www.nhl.com/news",
  },
  {
    slug: "real-madrid-derby",
    minutesAgo: 320,
    sport: "soccer",
    league: "la-liga",
    title: "Real Madrid edge the Madrid derby with a stoppage-time winner",
    summary:
      "The winner came in the 93rd minute after a VAR check, ending Atlético's nine-match unbeaten run in all competitions.",
    author: "Javier Ortega",
    sourceUrl: "https://www.laliga.com/en-GB/news",
  },
  {
    slug: "texas-sec-race",
    minutesAgo: 420,
    sport: "football",
    league: "college-football",
    title: "Texas control their own path in the SEC title race",
    summary:
      "With two games left, the Longhorns hold the tiebreaker over both one-loss rivals after a fourth-quarter comeback in Austin.",
    author: "Caleb Morrison",
    sourceUrl: "https://www.ncaa.com/news/football/fbs",
  },
  {
    slug: "mls-cup-playoffs",
    minutesAgo: 600,
    sport: "soccer",
    league: "mls",
    title: "LAFC and Inter Miami advance in the MLS Cup playoffs",
    summary:
      "Both clubs needed penalties in game three of their first-round series; the conference semifinals start next weekend.",
    author: "Rosa Delgado",
    sourceUrl: "https://www.mlssoccer.com/news/",
  },
  {
    slug: "bvb-comeback",
    minutesAgo: 780,
    sport: "soccer",
    league: "bundesliga",
    title: "Dortmund come from two down to draw in front of the Yellow Wall",
    summary:
      "Two goals in the final ten minutes rescued a point for Borussia Dortmund, who stay fourth on goal difference.",
    author: "Jonas Keller",
    sourceUrl: "https://www.bundesliga.com/en/bundesliga/news",
  },
  {
    slug: "inter-unbeaten",
    minutesAgo: 1000,
    sport: "soccer",
    league: "serie-a",
    title: "Inter stretch unbeaten run to twelve with a win in Turin",
    summary:
      "A first-half brace from their captain put the game out of reach; Inter have conceded just five league goals all season.",
    author: "Matteo Russo",
    sourceUrl: "https://www.legaseriea.it/en",
  },
  {
    slug: "psg-european-night",
    minutesAgo: 1400,
    sport: "soccer",
    league: "ligue-1",
    title: "PSG rotate heavily and still win by three in Ligue 1",
    summary:
      "Nine changes from midweek made no difference at the Parc des Princes as the champions extended their lead at the top to seven points.",
    author: "Camille Laurent",
    sourceUrl: "https://ligue1.com/en/news",
  },
  {
    slug: "cardinals-offseason",
    minutesAgo: 1900,
    sport: "baseball",
    league: "mlb",
    title: "Cardinals focus on pitching depth as the off-season opens",
    summary:
      "St. Louis have been linked with two starting pitchers on the free-agent market, with the front office prioritising innings over strikeouts.",
    author: "Ryan Castillo",
    sourceUrl: "https://www.mlb.com/news",
  },
  {
    slug: "world-cup-legacy",
    minutesAgo: 3100,
    sport: "soccer",
    league: "fifa-world-cup",
    title: "How the 2026 World Cup changed attendance across North America",
    summary:
      "Club attendances in MLS and Liga MX are up since the summer's tournament, with several host cities reporting record season-ticket sales.",
    author: "Nadia Brooks",
    sourceUrl: "https://www.fifa.com/en/news",
  },
  {
    slug: "celtics-defense",
    minutesAgo: 4300,
    sport: "basketball",
    league: "nba",
    title: "Celtics lead the league in defensive rating a quarter of the way in",
    summary:
      "Boston are holding opponents under 106 points per 100 possessions, and their switching scheme has been the difference in close games.",
    author: "Dana Whitfield",
    sourceUrl: "https://www.nba.com/news",
  },
  {
    slug: "canadiens-youth",
    minutesAgo: 5800,
    sport: "hockey",
    league: "nhl",
    title: "Canadiens' young core is ahead of schedule",
    summary:
      "Montréal sit in a playoff spot in late November for the first time in five seasons, with three players under 23 among the team's top scorers.",
    author: "Evan Doyle",
    sourceUrl: "https://www.nhl.com/news",
  },
];
