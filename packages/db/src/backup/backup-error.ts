/** A backup or restore that cannot go on for a reason its operator can fix; the message is one sentence saying what to do. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}
