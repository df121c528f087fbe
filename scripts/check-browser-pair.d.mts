export declare const MAJORS_ALLOWED_APART: number;
export declare function chromiumMajor(text: string): number | null;
export declare function pairVerdict(
  playwright: { version: string; browserVersion: string },
  browser: { path: string; versionText: string },
): { ok: boolean; message: string | null };
export declare function installedPlaywright(root: string): { version: string; browserVersion: string } | null;
export declare function lockedPlaywrightVersion(root: string): string | null;
