// Box score lines summed into a season's totals (the game centre's player pages, issue #35).

const toSeconds = (mmss: string) => {
  const [m, s] = mmss.split(":").map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
};
const toOuts = (ip: string) => {
  const [whole, part] = ip.split(".").map(Number);
  return (whole ?? 0) * 3 + (part ?? 0);
};

/**
 * Sums of game lines, as a season's totals: counts add, times (toi "m:ss") add as times and
 * innings pitched (ip "6.2") by their outs.
 */
export function sumLines(lines: Record<string, number | string | null>[]): Record<string, number | string> {
  const totals: Record<string, number | string> = {};
  for (const key of new Set(lines.flatMap((l) => Object.keys(l)))) {
    const values = lines.map((l) => l[key]).filter((v) => v !== undefined && v !== null);
    if (values.every((v) => typeof v === "number")) totals[key] = (values as number[]).reduce((s, v) => s + v, 0);
    else if (key.endsWith("toi")) {
      const secs = values.reduce<number>((s, v) => s + toSeconds(String(v)), 0);
      totals[key] = `${Math.floor(secs / 60)}:${String(secs % 60).padStart(2, "0")}`;
    } else if (key.endsWith("ip")) {
      const outs = values.reduce<number>((s, v) => s + toOuts(String(v)), 0);
      totals[key] = `${Math.floor(outs / 3)}.${outs % 3}`;
    }
  }
  return totals;
}
