export function chromiumPath(): string | undefined;
export function headlessShellPath(): string | undefined;
export const chromiumArgs: string[];
