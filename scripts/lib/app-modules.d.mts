export function importAppModule(modulePath: string): Promise<unknown>;
