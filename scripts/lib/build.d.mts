import type { ChildProcess } from 'node:child_process';

export const ROOT: string;
export const SERVER_MAIN: string;
/** node's arguments before the server's script, wherever it is started. */
export const SERVER_NODE_ARGS: readonly string[];
export function staleWorkspaces(only?: string[]): string[];
export function ensureBuilt(options?: { force?: boolean; only?: string[]; log?: (message: string) => void }): string[];
export function makeTempDir(prefix: string): string;
export function freePort(): Promise<number>;
export function waitForHttp(url: string, options?: { timeoutMs?: number; child?: ChildProcess }): Promise<void>;
export function stopChild(child: ChildProcess, options?: { graceMs?: number; signal?: NodeJS.Signals }): Promise<number | string | null>;
