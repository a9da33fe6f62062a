/**
 * Where this process is in its life, for the readiness check: a load balancer
 * sends traffic only to a process that is `ready`. main.ts moves it along; tests start ready.
 */
export type ReadinessPhase = 'migrating' | 'ready' | 'draining';

export interface Readiness {
  phase: ReadinessPhase;
}

export function createReadiness(phase: ReadinessPhase = 'ready'): Readiness {
  return { phase };
}
