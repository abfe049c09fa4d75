/** Builds the SPA and the server; with `ifStale`, only what is missing or older than its sources. */
export function build(options?: { ifStale?: boolean }): Promise<void>;
