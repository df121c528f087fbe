export interface EngineRange {
  op: "^" | ">=";
  major: number;
  minor: number;
  patch: number;
}
export declare function parseEngines(range: string): EngineRange[];
export declare function satisfies(version: string, range: string): boolean;
export declare function describeEngines(range: string): string;
export declare function unsupportedNodeMessage(version: string, range: string): string | null;
