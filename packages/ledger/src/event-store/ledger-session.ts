import type { Trx } from "@amlak/db";
import { foldEvents, type Decider } from "../decider.ts";
import { appendToStream, readStreams, type RelatedStreams } from "./stream-io.ts";
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
  /** Streams read ahead of their first load, not folded yet (the decider comes with the load). */
  private readonly prefetched = new Map<string, StoredEvent[]>();

  constructor(
    readonly trx: Trx,
    readonly orgId: string,
    readonly meta: EventMeta,
    readonly now: Date,
    /** The key that opens secrets sealed at rest (LedgerContext). */
    readonly secretsKey: Uint8Array,
  ) {}

  async load<C, E extends NewEvent, S>(decider: Decider<C, E, S>, streamId: string): Promise<S> {
    const [state] = await this.loadMany(decider, [streamId]);
    return state!;
  }

  /** The streams' states in the order of the ids, the ones not read yet read in one query. */
  async loadMany<C, E extends NewEvent, S>(decider: Decider<C, E, S>, streamIds: readonly string[]): Promise<S[]> {
    const unread = streamIds.filter((id) => !this.streams.has(id) && !this.prefetched.has(id));
    if (unread.length > 0) await this.prefetch(unread);
    for (const id of streamIds) {
      const events = this.prefetched.get(id);
      if (!events) continue;
      this.prefetched.delete(id);
      this.streams.set(id, {
        version: events.length,
        state: foldEvents(
          decider,
          events.map((event) => asEvent(event as StoredEvent<E>)),
        ),
      });
    }
    // A stream id names one aggregate, so the state cached under it is this decider's.
    return streamIds.map((id) => this.streams.get(id)!.state as S);
  }

  /**
   * Reads these streams, and those whose ids `related` selects from the read models (a payment's contract), in one
   * query, so that the loads to come send none.
   */
  async prefetch(streamIds: readonly string[], related?: RelatedStreams): Promise<void> {
    const stored = await readStreams(this.trx, streamIds, related);
    for (const id of streamIds) this.prefetched.set(id, stored.get(id) ?? []);
    for (const [id, events] of stored) if (!this.streams.has(id)) this.prefetched.set(id, events);
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
