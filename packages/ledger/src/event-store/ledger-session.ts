import type { Trx } from "@amlak/db";
import { foldEvents, type Decider } from "../decider.ts";
import { appendToStream, readStream } from "./stream-io.ts";
import type { EventMeta, NewEvent, StoredEvent } from "./stored-event.ts";

/**
 * One command's unit of work: it may load and append to several streams (signing a contract schedules its
 * payments), all inside the caller's transaction; `appended` is what the inline projections then apply.
 */
export class LedgerSession {
  readonly appended: StoredEvent[] = [];
  private readonly versions = new Map<string, number>();

  constructor(
    readonly trx: Trx,
    readonly orgId: string,
    readonly meta: EventMeta,
    readonly now: Date,
  ) {}

  async load<C, E extends NewEvent, S>(decider: Decider<C, E, S>, streamId: string): Promise<S> {
    // The transaction sees its own appends, so a stream touched twice in one command folds everything.
    const stored = await readStream<E>(this.trx, streamId);
    this.versions.set(streamId, stored.length);
    return foldEvents(decider, stored.map(asEvent<E>));
  }

  /** Load → decide → append with the version we read; returns the new events. */
  async execute<C, E extends NewEvent, S>(decider: Decider<C, E, S>, streamId: string, command: C): Promise<E[]> {
    const state = await this.load(decider, streamId);
    const events = decider.decide(command, state);
    const stored = await appendToStream(this.trx, {
      orgId: this.orgId,
      streamId,
      expectedVersion: this.versions.get(streamId) ?? 0,
      events,
      meta: this.meta,
      recordedAt: this.now,
    });
    this.versions.set(streamId, (this.versions.get(streamId) ?? 0) + stored.length);
    this.appended.push(...stored);
    return events;
  }
}

const asEvent = <E extends NewEvent>(stored: StoredEvent<E>): E => ({ type: stored.type, data: stored.data }) as E;
