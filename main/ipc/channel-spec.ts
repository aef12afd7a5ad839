/**
 * How a contract module declares its channels and pushes (main/ipc/*-contract.ts): the
 * argument's schema, a line of documentation, and a phantom result/payload type.
 */
import type * as v from 'valibot';

export interface ChannelSpec<S extends v.GenericSchema, R> {
  arg: S;
  doc: string;
  /** Phantom: carries the result type; never read at run time. */
  result?: R;
}

export interface PushSpec<P> {
  doc: string;
  payload?: P;
}

/** `channel<Result>()(argSchema, doc)`: curried so the schema type is inferred. */
export const channel =
  <R>() =>
  <S extends v.GenericSchema>(arg: S, doc: string): ChannelSpec<S, R> => ({ arg, doc });

export const push = <P>(doc: string): PushSpec<P> => ({ doc });
