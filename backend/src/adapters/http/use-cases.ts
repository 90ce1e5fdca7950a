/** A use-case class as the container knows it: resolving the class yields its one instance. */
export type UseCaseClass<T = unknown> = abstract new (...args: never[]) => T;

/** Resolves a use case by its class (the composition root passes the container's resolver). */
export type ResolveUseCase = <T>(useCase: UseCaseClass<T>) => T;

/** The instances of a router's use-case map: `{ listTeam: ListTeam }` gives `{ listTeam: ListTeam instance }`. */
export type UseCasesOf<Classes extends Record<string, UseCaseClass>> = { [Name in keyof Classes]: InstanceType<Classes[Name]> };

/**
 * Resolves every use case of a router's map. Each router names its use cases once, in its own map, so adding a use
 * case to a router touches the router and the use case's binding, never the route table.
 */
export function resolveUseCases<Classes extends Record<string, UseCaseClass>>(get: ResolveUseCase, classes: Classes): UseCasesOf<Classes> {
  const resolved: Record<string, unknown> = {};
  for (const [name, useCase] of Object.entries(classes)) resolved[name] = get(useCase);
  return resolved as UseCasesOf<Classes>;
}
