import type { Container, Newable } from 'inversify';

declare const carries: unique symbol;

/**
 * A service identifier that carries the type of what it identifies. inversify types a symbol identifier as
 * "anything", so a plain symbol would let a Clock stand where a UserRepository is expected; this phantom member
 * (never present at run time) makes the compiler compare the two. The function type keeps it invariant.
 */
export type Token<T> = symbol & { readonly [carries]?: (value: T) => T };

/** Anything the container can resolve: a typed token for a port or value, or a class bound under itself. */
export type Id<T> = Token<T> | Newable<T>;

/** Resolves one dependency by identifier, typed by the identifier. */
export type Resolve = <T>(id: Id<T>) => T;

/** A typed token. Symbol.for keeps identity across module copies (tests import sources, the service dist). */
export function token<T>(name: string): Token<T>;
export function token(name: string): symbol {
  return Symbol.for(name);
}

/**
 * Binds `id` to what `build` returns. `build` receives a typed resolver, so the constructor call inside it is checked
 * by the compiler like any other call: a missing, extra or swapped dependency does not build.
 */
export function provide<T>(c: Container, id: Id<T>, build: (get: Resolve) => T): void {
  c.bind<T>(id).toDynamicValue((context) => build(<U>(dependency: Id<U>) => context.get<U>(dependency)));
}

/** Binds `id` to a value built outside the container (configuration, the database, a shared adapter). */
export function provideValue<T>(c: Container, id: Id<T>, value: T): void {
  c.bind<T>(id).toConstantValue(value);
}

/** Resolves `id` from a built container, typed by the identifier (no `get<T>` downcast at call sites). */
export function resolve<T>(c: Container, id: Id<T>): T {
  return c.get<T>(id);
}

/** Adds one more value under `id` (a multi-binding: job kinds); `resolveAll` yields every value bound so. */
export function provideOneOf<T>(c: Container, id: Token<T>, build: (get: Resolve) => T): void {
  c.bind<T>(id).toDynamicValue((context) => build(<U>(dependency: Id<U>) => context.get<U>(dependency)));
}

/** Every value bound under `id` with `provideOneOf`, in binding order. */
export function resolveAll<T>(c: Container, id: Token<T>): T[] {
  return c.getAll<T>(id, { optional: true });
}
