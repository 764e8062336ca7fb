import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';

/** The GST portal's GSTR-1 offline-tool format as a JSON schema (test/fixtures/gstr1.schema.json), compiled once. */
const schema = JSON.parse(readFileSync(new URL('../fixtures/gstr1.schema.json', import.meta.url), 'utf8'));
export const validateGstr1 = new Ajv({ allErrors: true, strict: true }).compile(schema);

/** The schema's complaints, readable in a failed expectation. */
export const gstr1Errors = () => JSON.stringify(validateGstr1.errors, null, 1);
