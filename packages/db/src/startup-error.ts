/** The server cannot start for a reason its operator can fix; the message is one sentence saying what to do. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StartupError";
  }
}
