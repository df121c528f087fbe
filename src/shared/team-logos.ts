/**
 * Team logos are drawn from sprites, one per league. The catalogue numbers each league's teams
 * from a thousand of its own (scripts/build-team-catalogue.mjs: the NBA's from 1000, the NFL's
 * from 2000…), so a team's thousand names its sprite, for the server that draws it and the page
 * that asks for it alike.
 */
export const logoSpriteOf = (teamId: number) => Math.floor(teamId / 1000);
