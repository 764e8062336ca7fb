// Writes schema.graphql at the repository root from the code (npm run schema -w server).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';
import { buildAppSchema, printAppSchema } from './schema.js';

const file = path.join(ROOT_DIR, 'schema.graphql');
writeFileSync(file, printAppSchema(await buildAppSchema()));
console.log(`wrote ${file}`);
