/**
 * Runs once per test run. On PGlite it migrates one database and saves a dump
 * that every test file opens as its own fresh copy (a fresh initdb per file
 * would cost seconds each). The dump is removed when the run ends.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPgliteTemplate } from '../../src/server/db/client';

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const dir = path.resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  const dump = await dumpPgliteTemplate();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
