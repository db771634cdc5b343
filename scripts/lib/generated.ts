/**
 * The two halves every generator of docs/ shares (test plans, gallery simulations): write its
 * files, or with `--check` compare them and name every stale, missing or extra one; and run its
 * main when invoked as a script (not when a test imports it).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Writes `files` (name -> text) into `dir`, removing the files `owned` there that it no longer
 * makes; with `check`, writes nothing and returns false when any differs (saying so on stderr).
 */
export function syncGenerated(tool: string, dir: string, files: ReadonlyMap<string, string>, check: boolean, owned: (file: string) => boolean = () => true): boolean {
  const stale = [...files].filter(([file, text]) => !existsSync(join(dir, file)) || readFileSync(join(dir, file), 'utf8') !== text).map(([file]) => file);
  const extra = existsSync(dir) ? readdirSync(dir).filter((file) => owned(file) && !files.has(file)) : [];
  if (check) {
    if (stale.length + extra.length === 0) return true;
    console.error(`${tool}: ${relative(process.cwd(), dir)} differs from the machines (${[...stale, ...extra].join(', ')}): run \`npm run ${tool}\` and commit the result`);
    return false;
  }
  mkdirSync(dir, { recursive: true });
  for (const file of extra) rmSync(join(dir, file));
  for (const [file, text] of files) writeFileSync(join(dir, file), text);
  return true;
}

/** Runs `main` when the module at `moduleUrl` is the script node was started with; its result is the exit code. */
export function runMain(moduleUrl: string, main: () => Promise<number>, showStack = true): void {
  if (!process.argv[1] || resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? (showStack ? error.stack : error.message) : error);
      process.exitCode = 1;
    },
  );
}
