export interface EngineTarget {
  chrome: number;
  safari: number;
}
export function compatFindings(source: string, target: EngineTarget, file?: string, sourceType?: 'module' | 'script'): string[];
export function compatOfBuild(dir: string, target: EngineTarget): string[];
export const FEATURE_NAMES: string[];
