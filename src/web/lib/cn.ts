import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge, getDefaultConfig } from "tailwind-merge";
import { MERGED_CLASS_GROUPS } from "./cn-class-groups";

type MergeConfig = ReturnType<typeof getDefaultConfig>;
let config: MergeConfig | undefined;

/** tailwind-merge's default configuration with only the given class groups. */
export function configWithGroups(groups: readonly string[]): MergeConfig {
  const all = getDefaultConfig();
  const kept = new Set(groups);
  const classGroups = Object.fromEntries(Object.entries(all.classGroups).filter(([group]) => kept.has(group)));
  return { ...all, classGroups: classGroups as MergeConfig["classGroups"] };
}

/**
 * The configuration cut to the groups the app uses (cn-class-groups.ts). Building it is about half
 * of the merger's first-call work: start-up calls this in a task of its own, and the first merge
 * then builds the lookup tables in another.
 */
export function prepareClassGroups(): MergeConfig {
  return (config ??= configWithGroups(MERGED_CLASS_GROUPS));
}

const twMerge = createTailwindMerge(prepareClassGroups);

/** Joins class names, letting later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
