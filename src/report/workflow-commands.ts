/**
 * Workflow commands on stdout (annotations, masks, a failed step), written here instead of
 * bundling @actions/core, whose HTTP client alone was 0.7 MB of dist/. The action and the CLI's
 * `--format github` both print through this.
 *
 * Escaping follows the runner's documented rules, so user text can never form or end a command:
 * in a message, `%`, CR and LF are percent-encoded; in a property value, `:` and `,` too.
 * https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands
 */
import { EOL } from 'node:os';

export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

/** A message: nothing in it can end the command line or read as an escape. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A property value: as a message, and `:`/`,` cannot end the value or the property list. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** `::name key=value,…::message`, the one line every command is. */
export function commandLine(name: string, properties: Record<string, string | number | undefined>, message: string): string {
  const props = Object.entries(properties)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${escapeProperty(String(v))}`)
    .join(',');
  return `::${name}${props ? ` ${props}` : ''}::${escapeData(message)}`;
}

const write = (line: string): void => void process.stdout.write(line + EOL);

/** The runner's names for annotation properties. */
function annotationProperties(p: AnnotationProperties): Record<string, string | number | undefined> {
  return { title: p.title, file: p.file, line: p.startLine, endLine: p.endLine, col: p.startColumn, endColumn: p.endColumn };
}

export const error = (message: string, p: AnnotationProperties = {}): void => write(commandLine('error', annotationProperties(p), message));
export const warning = (message: string, p: AnnotationProperties = {}): void => write(commandLine('warning', annotationProperties(p), message));
export const notice = (message: string, p: AnnotationProperties = {}): void => write(commandLine('notice', annotationProperties(p), message));
export const info = (message: string): void => write(message);

/** Registers a value the runner masks in every later log line. */
export const setSecret = (secret: string): void => write(commandLine('add-mask', {}, secret));

/** Marks the step failed (exit code 1) with one error annotation. */
export function setFailed(message: string): void {
  process.exitCode = 1;
  error(message);
}
