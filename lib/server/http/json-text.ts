import 'server-only';

/**
 * An answer the database already wrote as JSON text: the endpoint wrapper sends it as it is, inside its envelope,
 * instead of parsing it into objects and serialising them again (for a roll call of 35 children with their pick-up
 * people, that round was a fifth of the server's time under load). `T` is the value the text holds; in tests the
 * wrapper still parses it and checks it against the endpoint's output schema.
 */
export class JsonText<T> {
  declare readonly value?: T;
  constructor(readonly text: string) {}
}
