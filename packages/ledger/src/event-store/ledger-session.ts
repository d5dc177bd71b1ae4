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
  /** Each stream read so far, kept current with our own appends; a concurrent writer shows up as a conflict on append. */
  private readonly streams = new Map<string, { version: number; state: unknown }>();

  constructor(
    readonly trx: Trx,
    readonly orgId: string,
    readonly meta: EventMeta,
    readonly now: Date,
  ) {}

  async load<C, E extends NewEvent, S>(decider: Decider<C, E, S>, streamId: string): Promise<S> {
    const known = this.streams.get(streamId);
    // A stream id names one aggregate, so the state cached under it is this decider's.
    if (known) return known.state as S;
    const stored = await readStream<E>(this.trx, streamId);
    const state = foldEvents(decider, stored.map(asEvent<E>));
    this.streams.set(streamId, { version: stored.length, state });
    return state;
  }

  /**
   * Load → decide → append with the version we read; returns the new events and the state after them.
   * `causation` names the stream whose event led to this command (a follow-up such as an auto-paid commission).
   */
  async execute<C, E extends NewEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: C,
    causation?: string,
  ): Promise<{ events: E[]; state: S }> {
    const before = await this.load(decider, streamId);
    const version = this.streams.get(streamId)?.version ?? 0;
    const events = decider.decide(command, before);
    const stored = await appendToStream(this.trx, {
      orgId: this.orgId,
      streamId,
      expectedVersion: version,
      events,
      meta: causation ? { ...this.meta, causation } : this.meta,
      recordedAt: this.now,
    });
    const state = events.reduce<S>((state, event) => decider.evolve(state, event), before);
    this.streams.set(streamId, { version: version + stored.length, state });
    this.appended.push(...stored);
    return { events, state };
  }
}

const asEvent = <E extends NewEvent>(stored: StoredEvent<E>): E => ({ type: stored.type, data: stored.data }) as E;
