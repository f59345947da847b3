export function clientSourceHash(): string;
export function ensureClientBuild(options?: { log?: (message: string) => void }): boolean;
