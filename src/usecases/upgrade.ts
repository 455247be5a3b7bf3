/**
 * What the use cases share: the upgrade notes of a check with `--base`, which the pins and the
 * locks each give and the check joins into one before → after table.
 */
import type { UpgradeNotes } from '../pins/index.js';

/** The notes, the before → after table, what changed, the release notes crossed and what breaks here. */
export type Upgrade = Pick<UpgradeNotes, 'findings' | 'table'> & Partial<Omit<UpgradeNotes, 'findings' | 'table'>>;
