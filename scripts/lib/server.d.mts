import type { ChildProcess } from "node:child_process";

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the process has printed so far, stdout and stderr interleaved. */
  output: () => string;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

export function freePort(): Promise<number>;
export const SERVER_NODE_OPTIONS: string[];
export function tempDataDir(label: string): string;
export function startServer(options?: {
  port?: number;
  env?: Record<string, string>;
  inheritEnv?: boolean;
  dataDir?: string;
  dev?: boolean;
  cwd?: string;
  waitFor?: "contact" | "listening" | "nothing";
  timeoutMs?: number;
}): Promise<RunningServer>;
