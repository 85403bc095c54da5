/**
 * Runs once per test run, and makes the database every test file copies:
 * - on PGlite, one migrated database saved as a dump that each file opens as its
 *   own fresh copy (a fresh initdb per file would cost seconds each);
 * - on PostgreSQL (TEST_DATABASE_URL), one migrated template database that each
 *   file's new database is created from (CREATE DATABASE … TEMPLATE).
 * Both are removed when the run ends.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPgliteTemplate } from '../../src/server/db/client';
import { createTemplatePostgres, dropScratchPostgres } from './scratch-database';

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createTemplatePostgres(serverUrl);
    project.provide('postgresTemplate', template);
    return () => dropScratchPostgres(serverUrl, template);
  }
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
    postgresTemplate: string;
  }
}
