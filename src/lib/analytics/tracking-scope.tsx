import { createContext, useContext, type ReactNode } from 'react';

const TrackingAllowedContext = createContext(false);

interface TrackingScopeProps {
  /** false turns tracking off again inside an allowing scope. */
  allow?: boolean;
  children: ReactNode;
}

/**
 * An allow-tracking context (spec §4): tracked components inside it report their use. Outside
 * one, a component reports only when the element itself opts in.
 */
export function TrackingScope({ allow = true, children }: TrackingScopeProps) {
  return <TrackingAllowedContext value={allow}>{children}</TrackingAllowedContext>;
}

/** Whether a component may report: its own choice when it made one, else its scope's. */
export function useTrackingAllowed(optIn: boolean | undefined): boolean {
  const scopeAllows = useContext(TrackingAllowedContext);
  return optIn ?? scopeAllows;
}
