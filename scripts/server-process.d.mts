export declare const SERVER_ENV: Readonly<Record<string, string>>;
