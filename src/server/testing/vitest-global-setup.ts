import type { TestProject } from 'vitest/node';
import { adminQuery, createPostgresTemplate, migratedPgliteTemplate } from './database-templates';

/**
 * Once per test run, before any test file: the migrated databases that every test file's database is copied
 * from (test-database.ts), so no file runs the migrations itself.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.HAVEN_TEST_DB !== 'postgres') {
    project.provide('pgliteTemplateFile', await migratedPgliteTemplate());
    return;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('HAVEN_TEST_DB=postgres needs TEST_DATABASE_URL');
  const template = await createPostgresTemplate(adminUrl);
  project.provide('postgresTemplate', template);
  return () => adminQuery(adminUrl, `drop database if exists ${template}`);
}
