import type { Trx } from "@amlak/db";
import { foldEvents, type Decider } from "../decider.ts";
import { appendToStream, readStreams } from "./stream-io.ts";
import type { EventMeta, NewEvent, StoredEvent } from "./stored-event.ts";

/**
 * One command's unit of work: it may load and append to several streams (signing a contract schedules its
 * payments), all inside the caller's transaction; `appended` is what the inline projections then apply.
 */
export class LedgerSession {
  readonly appended: StoredEvent[] = [];
  /** Each stream read so far, kept current with our own appends; a concurrent writer shows up as a conflict on append. */
  private readonly streams = new Map<string, { version: number; state: unknown }>();
  private readonly before = new Map<string, unknown>();

  constructor(
    readonly trx: Trx,
    readonly orgId: string,
    readonly meta: EventMeta,
    readonly now: Date,
  ) {}

  async load<C, E extends NewEvent, S>(decider: Decider<C, E, S>, streamId: string): Promise<S> {
    const [state] = await this.loadMany(decider, [streamId]);
    return state!;
  }

  /** The streams' states in the order of the ids, the ones not read yet read in one query. */
  async loadMany<C, E extends NewEvent, S>(decider: Decider<C, E, S>, streamIds: readonly string[]): Promise<S[]> {
    const unread = streamIds.filter((id) => !this.streams.has(id));
    if (unread.length > 0) {
      const stored = await readStreams<E>(this.trx, unread);
      for (const id of unread) {
        const events = stored.get(id) ?? [];
        this.streams.set(id, { version: events.length, state: foldEvents(decider, events.map(asEvent<E>)) });
      }
    }
    // A stream id names one aggregate, so the state cached under it is this decider's.
    return streamIds.map((id) => this.streams.get(id)!.state as S);
  }

  /**
   * A stream's state just before the first event this session appended to it: where the inline projections start
   * from, without reading the stream again.
   */
  stateBeforeAppends(streamId: string): unknown {
    if (!this.before.has(streamId)) throw new Error(`no events appended to ${streamId} in this session`);
    return this.before.get(streamId);
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
    if (!this.before.has(streamId) && stored.length > 0) this.before.set(streamId, before);
    const state = events.reduce<S>((state, event) => decider.evolve(state, event), before);
    this.streams.set(streamId, { version: version + stored.length, state });
    this.appended.push(...stored);
    return { events, state };
  }
}

const asEvent = <E extends NewEvent>(stored: StoredEvent<E>): E => ({ type: stored.type, data: stored.data }) as E;
