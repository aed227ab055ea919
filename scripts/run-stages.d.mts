export function stageSummary(results: { stage: string; ms: number; ok: boolean }[]): string;
