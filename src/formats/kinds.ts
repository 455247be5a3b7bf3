/**
 * The names the file formats give: the `origin`s their pins carry (it decides how the installer
 * picks between indexes), the kinds of lock file, and the programs that install from a lock.
 * Each format folder adds its own names in its index.ts (`declare module '../kinds.js'`), so
 * each union is the formats' own while the shapes every format shares sit below the registries
 * that list them, and adding a format touches no file outside its folder and its registry line.
 */
/* eslint-disable @typescript-eslint/no-empty-object-type -- each format folder fills these in */
export interface PinOrigins {}
export interface LockKinds {}
export interface LockInstallers {}
/* eslint-enable @typescript-eslint/no-empty-object-type */

/** The file format (or the tool's table in it) a pin came from. */
export type PinOrigin = keyof PinOrigins;
/** A kind of lock file (`uv`, `poetry`, `pylock`, `pixi`). */
export type LockKind = keyof LockKinds;
/** The program of a command that installs from a lock (`uv`, `poetry`, `pixi`). */
export type LockInstaller = keyof LockInstallers;
