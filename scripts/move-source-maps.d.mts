export function moveSourceMaps(clientDir: string, mapsDir: string): number;
