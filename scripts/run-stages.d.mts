export function stageSummary(
  results: { stage: string; ms: number; ok: boolean; alongside?: string }[],
  wallMs?: number,
): string;
