export function importAppModule(modulePath: string, root?: string): Promise<unknown>;
