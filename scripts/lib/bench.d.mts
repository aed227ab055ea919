export function appendHistory(name: string, figures: unknown, options?: { dir?: string; now?: Date }): string;
