import { type DependencyList, useEffect as useReactEffect, useLayoutEffect as useReactLayoutEffect } from "react";

/**
 * An effect returns nothing or its cleanup: React calls whatever it returns, so `() => window.scrollTo(0, 0)`
 * (a Promise in Chromium) would crash the next navigation. Such an arrow does not compile here.
 */
type Effect = () => (() => void) | undefined;

const onlyCleanup = (effect: Effect) => () => {
  const cleanup: unknown = effect();
  return typeof cleanup === "function" ? (cleanup as () => void) : undefined;
};

export function useEffect(effect: Effect, deps?: DependencyList) {
  useReactEffect(onlyCleanup(effect), deps);
}

export function useLayoutEffect(effect: Effect, deps?: DependencyList) {
  useReactLayoutEffect(onlyCleanup(effect), deps);
}
