/**
 * One instance per process, shared by the Express bundle (server.ts) and the Remix build, which
 * each carry their own copy of the modules, and kept across dev rebuilds.
 */
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as typeof globalThis & { __singletons?: Map<string, unknown> };
  store.__singletons ??= new Map();
  if (!store.__singletons.has(name)) store.__singletons.set(name, create());
  return store.__singletons.get(name) as T;
}
