export declare const FULL_CHROMIUM: string;
export declare function e2eBrowserPath(): string;
