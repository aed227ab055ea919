import { type DependencyList, useEffect as useReactEffect, useLayoutEffect as useReactLayoutEffect } from "react";

/**
 * What an effect may return: nothing, or its cleanup. React calls whatever an
 * effect returns as its cleanup, so `() => window.scrollTo(0, 0)` (a Promise in
 * current Chromium) crashes the next navigation. With this type such an arrow
 * does not compile, and at run time anything but a function is dropped.
 */
type Effect = () => (() => void) | undefined;

const onlyCleanup = (effect: Effect) => () => {
  const cleanup: unknown = effect();
  return typeof cleanup === "function" ? (cleanup as () => void) : undefined;
};

/** React's useEffect, for effects that return nothing or a cleanup (the only way effects are written here). */
export function useEffect(effect: Effect, deps?: DependencyList) {
  useReactEffect(onlyCleanup(effect), deps);
}

/** React's useLayoutEffect, with the same rule as useEffect. */
export function useLayoutEffect(effect: Effect, deps?: DependencyList) {
  useReactLayoutEffect(onlyCleanup(effect), deps);
}
