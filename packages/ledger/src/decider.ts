/** A fact (event) or an intention (command) as the event store keeps it: a type name and JSON-safe data. */
export interface Message<Type extends string, Data> {
  type: Type;
  data: Data;
}

/** The rules of one aggregate as pure functions (Emmett's decider): no I/O, no clock; time arrives in the command. */
export interface Decider<Command, Event, State> {
  /** The events the command causes, or an AppError when a rule forbids it. */
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

/** The state of a stream after its events. */
export function foldEvents<Command, Event, State>(decider: Decider<Command, Event, State>, events: readonly Event[]): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}
