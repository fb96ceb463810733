export function databaseUnreachable(): boolean;
export function outageAware(res: { writeHead: (...args: never[]) => unknown; setHeader: (name: string, value: string) => unknown }): void;
