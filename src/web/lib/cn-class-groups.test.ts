import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createTailwindMerge, twMerge as fullMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn, configWithGroups } from "./cn";
import { MERGED_CLASS_GROUPS } from "./cn-class-groups";

const WEB = path.resolve(import.meta.dirname, "..");

/** Every Tailwind class written in the app's source: words of its string literals the full merger knows. */
function classesInSource(): string[] {
  const words = new Set<string>();
  for (const file of readdirSync(WEB, { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const source = readFileSync(path.join(WEB, file), "utf8");
    for (const [, dq, sq, tpl] of source.matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g)) {
      for (const word of (dq ?? sq ?? tpl ?? "").split(/\s+/)) if (word) words.add(word);
    }
  }
  // The full merger drops a repeated class only when it knows the class (unknown words stay twice).
  return [...words].filter((w) => fullMerge(`${w} ${w}`) === w).sort();
}

const classes = classesInSource();
/** The utility without its variants and important marks (`md:!px-4` -> `px-4`). */
const utility = (cls: string) => cls.split(":").pop()!.replace(/^!|!$/g, "");

describe("cn's class groups", () => {
  it("finds the app's classes", () => {
    expect(classes.length).toBeGreaterThan(300);
    expect(classes).toEqual(expect.arrayContaining(["px-4", "md:grid-cols-2", "text-muted-foreground"]));
  });

  it("merges every two of the app's classes as the full merger does", () => {
    const differ: string[] = [];
    for (const a of classes) {
      for (const b of classes) {
        if (a !== b && cn(a, b) !== fullMerge(a, b)) differ.push(`${a} + ${b}: ${cn(a, b)}`);
      }
    }
    expect(differ.slice(0, 20)).toEqual([]);
  });

  it("lists only groups the app's classes fall in", () => {
    const unused = MERGED_CLASS_GROUPS.filter((group) => {
      const onlyThis = createTailwindMerge(() => configWithGroups([group]));
      return !classes.some((cls) => onlyThis(`${utility(cls)} ${utility(cls)}`) === utility(cls));
    });
    expect(unused).toEqual([]);
  });
});
