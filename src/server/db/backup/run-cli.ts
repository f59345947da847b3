/**
 * Runs a command-line task and prints what it answers. Any failure is printed as
 * `<what> failed: <message>` with exit code 1, never a stack trace: the operator needs the
 * reason, and every expected refusal already says what to do.
 */
export async function runCli(what: string, task: () => Promise<string>): Promise<void> {
  try {
    console.log(await task());
  } catch (error) {
    console.error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
