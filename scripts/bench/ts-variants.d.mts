// Types of the backend helpers, for the tests (test/bench.test.ts).
export interface TsBackendOption {
  readonly flag: boolean;
  readonly values: readonly string[];
}
export function parseTsBackendOption(helpText: string): TsBackendOption;
export function typescript7BackendSkip(option?: TsBackendOption): string | undefined;
export function tsBackendArgs(backend: string, option?: TsBackendOption): string[];
