export function buildVersion(root?: string): string;
