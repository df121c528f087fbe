import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge, getDefaultConfig } from "tailwind-merge";
import { MERGED_CLASS_GROUPS } from "./cn-class-groups";

type MergeConfig = ReturnType<typeof getDefaultConfig>;
let defaults: MergeConfig | undefined;
let config: MergeConfig | undefined;

/** tailwind-merge's default configuration with only the given class groups. */
export function configWithGroups(groups: readonly string[], all: MergeConfig = getDefaultConfig()): MergeConfig {
  const kept = new Set(groups);
  const classGroups = Object.fromEntries(Object.entries(all.classGroups).filter(([group]) => kept.has(group)));
  return { ...all, classGroups: classGroups as MergeConfig["classGroups"] };
}

/**
 * The merger's first-call work in three steps, each small enough for a task of its own at
 * start-up (start-app.tsx): the default configuration (every class group's scales), then its
 * cut to the groups the app uses (cn-class-groups.ts), and the first merge builds the lookup
 * tables.
 */
export function prepareDefaultConfig(): MergeConfig {
  return (defaults ??= getDefaultConfig());
}

export function prepareClassGroups(): MergeConfig {
  return (config ??= configWithGroups(MERGED_CLASS_GROUPS, prepareDefaultConfig()));
}

const twMerge = createTailwindMerge(prepareClassGroups);

/** Joins class names, letting later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
