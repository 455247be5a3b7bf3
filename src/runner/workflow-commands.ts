/**
 * Workflow commands on stdout (annotations, masks, a failed step) through @actions/core, which
 * percent-encodes `%`, CR and LF in a message and also `:` and `,` in a property, so text can
 * never end a command. What core does not do is ours, in the callers: user text is redacted and
 * its controls shown as escapes before it gets here, and annotations are capped per level
 * (report/annotations.ts). The action and the CLI's `--format github` both print through this.
 */
import * as core from '@actions/core';

export type AnnotationProperties = core.AnnotationProperties;

export const error = (message: string, p: AnnotationProperties = {}): void => core.error(message, p);
export const warning = (message: string, p: AnnotationProperties = {}): void => core.warning(message, p);
export const notice = (message: string, p: AnnotationProperties = {}): void => core.notice(message, p);
export const info = (message: string): void => core.info(message);

/** Registers a value the runner masks in every later log line. */
export const setSecret = (secret: string): void => core.setSecret(secret);

/**
 * Marks the step failed (exit code 1) with one error annotation. It does not stop the program;
 * a step that already wrote its error annotations sets `process.exitCode` instead, so this one
 * cannot push a real finding past the runner's 10 per level.
 */
export const setFailed = (message: string): void => core.setFailed(message);
