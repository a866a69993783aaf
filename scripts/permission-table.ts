// Renders the contract's permission table into docs/decisions/access-and-security.md, between its markers.
import { readFileSync, writeFileSync } from 'node:fs';
import { withPermissionTable } from '../packages/contract/src/api/permission-table';

const file = new URL('../docs/decisions/access-and-security.md', import.meta.url);
writeFileSync(file, withPermissionTable(readFileSync(file, 'utf8')));
