/** Prints a command's output in the chosen format (report/render.ts renders every command and format). */
import type { CommandOutput, PinsOutput } from '../report/command-output.js';
import { render, type Format } from '../report/render.js';
import type { CliIo } from './io.js';

export async function printOutput(out: CommandOutput | PinsOutput, format: Format, io: CliIo): Promise<void> {
  const text = await render(out, format);
  // `github` has printed its annotations itself.
  if (text) io.stdout(text);
}
